import { useParams, useSearchParams } from 'react-router-dom';
import { SeatPage } from '@/features/seats/components/seat-page';
import { QueryProvider } from '@/lib/query-provider';

/** /buytickets/{movie_id}/{cinema_id}/{timing}/seats?date=YYYY-MM-DD: pick seats and pay. */
export default function SeatsRoute() {
  const { movieId = '', cinemaId = '', timing = '' } = useParams();
  const date = useSearchParams()[0].get('date') ?? undefined;
  return (
    <QueryProvider>
      <SeatPage
        key={`${movieId}/${cinemaId}/${timing}/${date ?? ''}`}
        movieId={movieId}
        cinemaId={cinemaId}
        timing={timing}
        date={date}
      />
    </QueryProvider>
  );
}
