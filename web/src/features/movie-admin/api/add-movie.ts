import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Movie } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/api/query-keys';

/** Adds a movie from the form's multipart body; the form shows failures itself (inline). */
export const addMovie = async (body: FormData): Promise<Movie> =>
  (await api<{ data: Movie }>('addMovie', { body, fallback: FALLBACKS.addMovie, toastErrors: false })).data;

/** A new movie joins the movie list: that list is read again; its details are cached from the answer. */
export function useAddMovie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMovie,
    onSuccess: (movie) => {
      queryClient.setQueryData(queryKeys.movies.details(movie._id), movie);
      return queryClient.invalidateQueries({ queryKey: queryKeys.movies.list() });
    },
  });
}
