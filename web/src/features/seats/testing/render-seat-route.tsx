import { notifyManager } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { expect } from 'vitest';
import type { AccountType } from '@cinema/contracts';
import { paths } from '@/config/paths';
import { renderApp, signInAs } from '@/testing/test-utils';
import { SeatPage } from '../components/seat-page';

// The fake socket fires pushes inside act(): the cache tells the page at once (not on the next
// tick, as in the browser), so a test sees each push's effect, or its lack, right after it.
notifyManager.setScheduler((notify) => notify());

/** Where a link led, for pages another feature owns. */
function StandIn({ name }: { name: string }) {
  const { pathname, search, state } = useLocation();
  const from = (state as { from?: string } | null)?.from;
  return <h1>{`${name} ${pathname}${search}${from ? ` from ${from}` : ''}`}</h1>;
}

// As app/routes/seats.tsx mounts the page (features do not import the app).
function SeatsAt() {
  const { movieId = '', cinemaId = '', timing = '' } = useParams();
  const date = useSearchParams()[0].get('date') ?? undefined;
  return (
    <SeatPage
      key={`${movieId}/${cinemaId}/${timing}/${date ?? ''}`}
      movieId={movieId}
      cinemaId={cinemaId}
      timing={timing}
      date={date}
    />
  );
}

const seatRoutes = () => [
  { path: paths.seats.path, element: <SeatsAt /> },
  { path: paths.login.path, element: <StandIn name="Login page" /> },
  { path: paths.transactions.path, element: <StandIn name="Bookings page" /> },
  { path: paths.shows.path, element: <StandIn name="Shows page" /> },
  { path: paths.movieById.path, element: <StandIn name="Movie page" /> },
];

export const SEATS_PATH = '/buytickets/mov-1/cin-1/3-6pm/seats';

/** Renders the seat page at a path, as a visitor or signed in with an account type. */
export function renderSeatRoute(path: string = SEATS_PATH, accountType?: AccountType) {
  if (accountType) signInAs(accountType);
  const view = renderApp({ path, routes: seatRoutes });
  return {
    ...view,
    expectPath: (href: string) =>
      waitFor(() => expect(view.location().pathname + view.location().search).toBe(href)),
  };
}
