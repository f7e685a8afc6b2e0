import { waitFor } from '@testing-library/react';
import toast from 'react-hot-toast';
import { Link, useLocation } from 'react-router-dom';
import { afterEach, expect, vi } from 'vitest';
import type { AccountType } from '@cinema/contracts';
import { RequireRole } from '@/components/guards/require-role';
import { paths } from '@/config/paths';
import { renderApp, signInAs } from '@/testing/test-utils';
import { BookingTermsPage } from '../components/booking-terms-page';
import { TransactionsPage } from '../components/transactions-page';
import { VerifyTicketPage } from '../components/verify-ticket-page';

// The shared setup unmounts and clears storage; these are ours to undo.
afterEach(() => {
  toast.remove(); // react-hot-toast keeps one store per module, so toasts outlive the render
  vi.unstubAllGlobals();
});

/** Where a navigation led, for pages another feature owns; links to the terms to test going back. */
function StandIn({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <h1>{`${name} ${pathname}${search}`}</h1>
      <Link to={`${paths.bookingTerms.getHref()}?next=${encodeURIComponent('/movies?language=Hindi')}`}>
        Read the terms
      </Link>
      <Link to={paths.bookingTerms.getHref()}>Terms with nowhere next</Link>
      <Link to={`${paths.bookingTerms.getHref()}?next=${encodeURIComponent('https://evil.example/')}`}>
        Terms from a crafted link
      </Link>
    </>
  );
}

// As app/routes/ mounts the pages (features do not import the app).
const bookingRoutes = () => [
  { path: paths.transactions.path, element: <TransactionsPage /> },
  { path: paths.bookingTerms.path, element: <BookingTermsPage /> },
  {
    path: paths.verifyTicket.path,
    element: (
      <RequireRole role="Admin">
        <VerifyTicketPage />
      </RequireRole>
    ),
  },
  { path: paths.home.path, element: <StandIn name="Home" /> },
  { path: paths.login.path, element: <StandIn name="Login" /> },
  { path: paths.movies.path, element: <StandIn name="Movies" /> },
  { path: paths.seats.path, element: <StandIn name="Seat page" /> },
];

/** Renders the booking pages at a path, as a visitor or signed in with an account type. */
export function renderBookingsRoute(path: string, accountType?: AccountType) {
  if (accountType) signInAs(accountType);
  const view = renderApp({ path, routes: bookingRoutes });
  return {
    ...view,
    /** Waits for a navigation (React Router applies it in a transition, after other updates). */
    expectPath: (href: string) =>
      waitFor(() => expect(view.location().pathname + view.location().search).toBe(href)),
  };
}
