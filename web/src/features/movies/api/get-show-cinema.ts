import { queryOptions } from '@tanstack/react-query';
import type { Movie, ShowCinema } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

export interface ShowCinemaData {
  movieDetails: Movie;
  /** Cinemas with live shows of the movie, each show with its dates from today (India) on. */
  cinemas: ShowCinema[];
}

/**
 * The movie and the cinemas showing it (404 'Movie not found' for an unknown id). With a city, the
 * server puts that city's cinemas first. The page shows failures itself, so no toast.
 */
export const getShowCinema = async (movieId: string, cityId?: string): Promise<ShowCinemaData> =>
  (
    await api<{ data: ShowCinemaData }>('getShowCinema', {
      body: cityId ? { movieId, cityId } : { movieId },
      fallback: FALLBACKS.fetchMovies,
      toastErrors: false,
    })
  ).data;

export const showCinemaQuery = (movieId: string, cityId?: string) =>
  queryOptions({
    queryKey: [...queryKeys.shows.ofMovie(movieId), cityId ?? null] as const,
    queryFn: () => getShowCinema(movieId, cityId),
  });
