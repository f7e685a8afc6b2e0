import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { SeatMapQuery } from '../api/get-seat-map';
import { useSeatMap } from '../hooks/use-seat-map';
import { SeatBooking } from './seat-booking';

// Rarely needed, so not part of the page's first load.
const NoSeatMap = lazy(() => import('./no-seat-map'));

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
  return (
    <SeatBooking
      key={seatMap.screening.screeningId}
      screening={seatMap.screening}
      seats={seatMap.seats}
      map={seatMap.map}
      reload={seatMap.reload}
      push={seatMap.push}
    />
  );
}
