import { queryOptions } from '@tanstack/react-query';
import type { Screening, Seat } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { emptySeatMap, seatMapReducer, type SeatMapModel } from '../utils/seat-map-model';

export interface SeatMapQuery {
  movieId: string;
  cinemaId: string;
  timing: string;
  /** YYYY-MM-DD; without it the server answers the next screening. */
  date?: string;
}

export interface SeatMapAnswer {
  data: Seat[];
  screening: Screening;
  /** The projector's checkpoint the seats were read at: pushes at or before it are in `data`. */
  seatsAsOf: string;
}

/** The seat list of one screening. The page shows failures itself, so no toast. */
export const getSeatMap = ({ movieId, cinemaId, timing, date }: SeatMapQuery) =>
  api<SeatMapAnswer>('getMovieCinema', {
    body: { movieId, cinemaId, timing, ...(date ? { date } : {}) },
    fallback: FALLBACKS.fetchMovies,
    toastErrors: false,
  });

/** The seat map's cache entry: one per screening asked for (the next one when no date is given). */
export const seatMapKey = ({ movieId, cinemaId, timing, date }: SeatMapQuery) =>
  ['seats', 'map', movieId, cinemaId, timing, date ?? null] as const;

/**
 * How long a read counts as fresh: joining the screening's room right after the first read does
 * not read again (a push missed in between is named by the room's next beat, within seconds).
 */
export const SEAT_MAP_FRESH_MS = 5_000;

/**
 * The seat map as the page keeps it (`SeatMapModel`): each read is merged into the cached model,
 * so pushes received while it was on its way are applied again on top, and an earlier-sent read
 * that answers late does not replace a newer one. Pushes update the same entry (setQueryData).
 * The page reads again on its own when the window is refocused (with the viewer's hold), so the
 * cache's focus refetch is off here.
 */
export const seatMapQuery = (query: SeatMapQuery) =>
  queryOptions({
    queryKey: seatMapKey(query),
    queryFn: async ({ client, queryKey }): Promise<SeatMapModel> => {
      const { data, screening, seatsAsOf } = await getSeatMap(query);
      const current = client.getQueryData<SeatMapModel>(queryKey) ?? emptySeatMap;
      return seatMapReducer(current, { type: 'loaded', screening, seats: data, seatsAsOf });
    },
    staleTime: SEAT_MAP_FRESH_MS,
    refetchOnWindowFocus: false,
  });
