import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location, type RouteObject } from 'react-router-dom';
import type { AccountType, User } from '@cinema/contracts';
import { AppRoutes, createRoutes } from '@/app/router';
import { AppToaster } from '@/components/ui/toaster';
import { AuthProvider } from '@/lib/auth';

export const makeUser = (accountType: AccountType): User => ({
  _id: `user-${accountType.toLowerCase()}`,
  userName: `Test ${accountType}`,
  contactNumber: '9876543210',
  email: `${accountType.toLowerCase()}@example.com`,
  accountType,
  dob: null,
});

/** Stores a token and user the way a login does (the spec's localStorage keys). */
export function signInAs(accountType: AccountType) {
  localStorage.setItem('token', `token-${accountType}`);
  localStorage.setItem('user', JSON.stringify(makeUser(accountType)));
}

interface RenderAppOptions {
  path?: string;
  /** Defaults to the app's real route table. */
  routes?: () => RouteObject[];
}

/** Renders routes in a memory router with the app's providers; `location()` tells where the router is. */
export function renderApp({ path = '/', routes = createRoutes }: RenderAppOptions = {}) {
  const current: { location: Location | null } = { location: null };
  function LocationProbe() {
    current.location = useLocation();
    return null;
  }
  const user = userEvent.setup();
  const view = render(
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={routes()} />
        <LocationProbe />
      </MemoryRouter>
      <AppToaster />
    </AuthProvider>,
  );
  const location = () => current.location!;
  return { ...view, user, location };
}
