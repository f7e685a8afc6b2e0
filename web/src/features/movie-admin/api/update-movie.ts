import type { Movie } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export interface UpdateMovieInput {
  body: FormData;
  /** The version the form was loaded from: the server answers 412 if the movie changed since. */
  version: number;
}

/** The If-Match value naming a movie version (the server's ETag is weak: it names a version). */
export const ifMatch = (version: number) => `W/"${version}"`;

export const updateMovie = async ({ body, version }: UpdateMovieInput): Promise<Movie> =>
  (
    await api<{ data: Movie }>('updateMovie', {
      body,
      fallback: FALLBACKS.updateMovie,
      toastErrors: false,
      headers: { 'If-Match': ifMatch(version) },
    })
  ).data;

export const useUpdateMovie = () => useAction(updateMovie);
