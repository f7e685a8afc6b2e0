import { queryOptions } from '@tanstack/react-query';
import type { ScreeningSales } from '@cinema/contracts';
import { api } from '@/lib/api-client';

export interface CinemaSales {
  cinemaId: string;
  cinemaName: string;
  date: string;
  screenings: ScreeningSales[];
}

const FALLBACK = 'Error while fetching the sales';

/** A cinema's screenings on one Indian date, each with its seats and money. */
export const cinemaSalesQuery = (cinemaId: string, date: string) =>
  queryOptions({
    queryKey: ['revenue', 'cinema-sales', cinemaId, date] as const,
    queryFn: () =>
      api<{ data: CinemaSales }>('cinemaSales', { body: { cinemaId, date }, fallback: FALLBACK }).then(
        (answer) => answer.data,
      ),
  });
