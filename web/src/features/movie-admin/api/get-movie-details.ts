import { useCallback } from 'react';
import type { Movie } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** One movie by id (404 'Movie not found' when the id is unknown); the page shows failures itself. */
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
