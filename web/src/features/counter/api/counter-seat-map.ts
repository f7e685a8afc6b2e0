import { queryOptions } from '@tanstack/react-query';
import type { CounterCinema, Seat } from '@cinema/contracts';
import { api } from '@/lib/api-client';

type Screening = CounterCinema['screenings'][number];

/**
 * The screening's seats as every viewer sees them (the public seat map read). The counter reads
 * it again every few seconds and after every sale, so seats held or sold online show up while
 * the cashier chooses; the server's decision stays the guarantee (a taken seat is refused).
 */
export const COUNTER_MAP_REFRESH_MS = 4_000;

export const counterSeatMapQuery = (cinemaId: string, screening: Screening) =>
  queryOptions({
    queryKey: ['counter', 'seat-map', screening.screeningId] as const,
    queryFn: async () =>
      (
        await api<{ data: Seat[] }>('getMovieCinema', {
          body: { movieId: screening.movieId, cinemaId, timing: screening.timing, date: screening.date },
        })
      ).data,
    refetchInterval: COUNTER_MAP_REFRESH_MS,
  });
