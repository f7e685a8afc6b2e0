import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Movie } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { ApiError, api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

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

/**
 * The saved movie replaces its cached details (no second read); the lists that show it (every
 * movie, its shows page) are read again. A 412 means someone saved first: its details are read again.
 */
export function useUpdateMovie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMovie,
    onSuccess: (movie) => {
      queryClient.setQueryData(queryKeys.movies.details(movie._id), movie);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.movies.list() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.shows.ofMovie(movie._id) }),
      ]);
    },
    onError: (error, { body }) => {
      const movieId = body.get('movieId');
      if (error instanceof ApiError && error.status === 412 && typeof movieId === 'string')
        return queryClient.invalidateQueries({ queryKey: queryKeys.movies.details(movieId) });
    },
  });
}
