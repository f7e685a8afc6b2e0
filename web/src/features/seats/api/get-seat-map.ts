import type { Screening, Seat } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';

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
