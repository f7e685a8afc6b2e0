import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { SeatMapQuery } from '../api/get-seat-map';
import { useSeatMap } from '../hooks/use-seat-map';

// The map's view loads while the seat map does (the first API call loads the contracts too), so
// it adds no wait and the route's own chunk stays within the start-up budget.
const loadView = import('./seat-booking');
const SeatBooking = lazy(() => loadView.then((m) => ({ default: m.SeatBooking })));
// Rarely needed, so only loaded when a load fails.
const NoSeatMap = lazy(() => import('./no-seat-map'));
const CancelledScreening = lazy(() => import('./cancelled-screening'));

/**
 * The spec's seat page (/buytickets/{movie_id}/{cinema_id}/{timing}/seats?date=…): the seat map
 * of one screening, the next one when no date is given.
 */
export function SeatPage(query: SeatMapQuery) {
  const seatMap = useSeatMap(query);
  if (seatMap.isPending) return <Spinner label="Loading seats" />;
  if (!seatMap.map || !seatMap.screening)
    return (
      <Suspense fallback={null}>
        <NoSeatMap error={seatMap.error} movieId={query.movieId} onRetry={seatMap.retry} />
      </Suspense>
    );
  if (seatMap.screening.cancelled)
    return (
      <Suspense fallback={<Spinner label="Loading seats" />}>
        <CancelledScreening screening={seatMap.screening} />
      </Suspense>
    );
  return (
    <Suspense fallback={<Spinner label="Loading seats" />}>
      <SeatBooking
        key={seatMap.screening.screeningId}
        screening={seatMap.screening}
        seats={seatMap.seats}
        map={seatMap.map}
        reload={seatMap.reload}
        reloadIfOld={seatMap.reloadIfOld}
        push={seatMap.push}
      />
    </Suspense>
  );
}
