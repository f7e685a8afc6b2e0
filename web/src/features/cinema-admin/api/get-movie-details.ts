import { useCallback } from 'react';
import type { Movie } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** The movie a show is added for; the page says 'Movie not found' itself, so no toast. */
export const getMovieDetails = async (movieId: string): Promise<Movie> =>
  (
    await api<{ data: Movie }>('getMovieDetails', {
      body: { movieId },
      fallback: FALLBACKS.fetchMovies,
      toastErrors: false,
    })
  ).data;

export function useMovieDetails(movieId: string) {
  const load = useCallback(() => getMovieDetails(movieId), [movieId]);
  return useApiQuery(load);
}
