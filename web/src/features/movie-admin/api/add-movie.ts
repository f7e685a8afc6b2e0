import type { Movie } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

/** Adds a movie from the form's multipart body; the form shows failures itself (inline). */
export const addMovie = async (body: FormData): Promise<Movie> =>
  (await api<{ data: Movie }>('addMovie', { body, fallback: FALLBACKS.addMovie, toastErrors: false })).data;

export const useAddMovie = () => useAction(addMovie);
