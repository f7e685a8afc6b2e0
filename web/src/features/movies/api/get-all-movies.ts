import type { Movie } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** Every movie, for 'You might also like'; that section just stays away when the call fails, so no toast. */
export const getAllMovies = async (): Promise<Movie[]> =>
  (await api<{ data: Movie[] }>('getAllMovies', { fallback: FALLBACKS.fetchMovies, toastErrors: false }))
    .data;

export const useAllMovies = () => useApiQuery(getAllMovies);
