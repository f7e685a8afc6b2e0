import type { ReactNode } from 'react';
import toast from 'react-hot-toast';
import { useLocation, useParams } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import type { AccountType } from '@cinema/contracts';
import { RequireRole } from '@/components/guards/require-role';
import { paths } from '@/config/paths';
import { renderApp, signInAs } from '@/testing/test-utils';
import { AdminsDetailsPage } from '../components/admins-details-page';
import { adminRevenue } from '../components/admin-revenue';
import { citiesRevenue } from '../components/cities-revenue';
import { cityRevenue } from '../components/city-revenue';
import { RevenuePage } from '../components/revenue-page';

// The shared setup unmounts and clears storage; these are ours to undo.
afterEach(() => {
  toast.remove(); // react-hot-toast keeps one store per module, so toasts outlive the render
  vi.unstubAllGlobals();
});

function StandIn({ name }: { name: string }) {
  const { pathname } = useLocation();
  return <h1>{`${name} ${pathname}`}</h1>;
}

function CityRoute({ admin }: { admin?: boolean }) {
  const { cityId = '' } = useParams();
  return <RevenuePage key={cityId} spec={cityRevenue(admin ? 'own' : 'all', cityId)} />;
}

function AdminDetailsRoute() {
  const { adminId = '' } = useParams();
  return <RevenuePage key={adminId} spec={adminRevenue(adminId)} />;
}

const superAdmin = (page: ReactNode) => <RequireRole role="SuperAdmin">{page}</RequireRole>;
const admin = (page: ReactNode) => <RequireRole role="Admin">{page}</RequireRole>;

// As app/routes/ mounts the pages (features do not import the app).
const revenueRoutes = () => [
  { path: paths.citiesRevenue.path, element: superAdmin(<RevenuePage spec={citiesRevenue('all')} />) },
  { path: paths.cityRevenue.path, element: superAdmin(<CityRoute />) },
  { path: paths.adminsDetails.path, element: superAdmin(<AdminsDetailsPage />) },
  { path: paths.adminDetails.path, element: superAdmin(<AdminDetailsRoute />) },
  { path: paths.adminRevenue.path, element: admin(<RevenuePage spec={adminRevenue()} />) },
  { path: paths.adminCitiesRevenue.path, element: admin(<RevenuePage spec={citiesRevenue('own')} />) },
  { path: paths.adminCityRevenue.path, element: admin(<CityRoute admin />) },
  { path: paths.home.path, element: <StandIn name="Home" /> },
  { path: paths.login.path, element: <StandIn name="Login" /> },
];

/** Renders the revenue pages at a path, signed in with an account type. */
export function renderRevenueRoute(path: string, accountType: AccountType) {
  signInAs(accountType);
  return renderApp({ path, routes: revenueRoutes });
}
