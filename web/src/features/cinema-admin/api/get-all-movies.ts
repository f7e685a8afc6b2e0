import type { Movie } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { useApiQuery } from '@/lib/use-api-query';

/** Every movie, for choosing which one to add a show for. */
export const getAllMovies = async (): Promise<Movie[]> =>
  (await api<{ data: Movie[] }>('getAllMovies', { fallback: FALLBACKS.fetchMovies })).data;

export const useAllMovies = () => useApiQuery(getAllMovies);
