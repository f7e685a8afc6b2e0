import { queryOptions } from '@tanstack/react-query';
import type { Movie } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '../api-client';
import { queryKeys } from './query-keys';

/** One movie by id (404 'Movie not found' for an unknown id). Every page that asks shows failures itself. */
export const getMovieDetails = async (movieId: string): Promise<Movie> =>
  (
    await api<{ data: Movie }>('getMovieDetails', {
      body: { movieId },
      fallback: FALLBACKS.fetchMovies,
      toastErrors: false,
    })
  ).data;

export const movieDetailsQuery = (movieId: string) =>
  queryOptions({ queryKey: queryKeys.movies.details(movieId), queryFn: () => getMovieDetails(movieId) });
