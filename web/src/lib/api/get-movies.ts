import { queryOptions } from '@tanstack/react-query';
import type { Movie } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '../api-client';
import { queryKeys } from './query-keys';

/** Every movie (the list, the header search, 'You might also like', the Add Show picker). Callers show failures. */
export const getMovies = async (): Promise<Movie[]> =>
  (await api<{ data: Movie[] }>('getAllMovies', { fallback: FALLBACKS.fetchMovies, toastErrors: false }))
    .data;

export const moviesQuery = () => queryOptions({ queryKey: queryKeys.movies.list(), queryFn: getMovies });
