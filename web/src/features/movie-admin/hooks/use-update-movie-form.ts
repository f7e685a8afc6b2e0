import type { FormEvent } from 'react';
import type { Movie } from '@cinema/contracts';
import { useUpdateMovie } from '../api/update-movie';
import { movieToForm } from '../utils/movie-to-form';
import { loadSubmitHelpers, useMovieFields } from './use-movie-fields';

/** Update Movie, starting from `movie` (see saveMovieChanges). */
export function useUpdateMovieForm(movie: Movie) {
  const form = useMovieFields(() => movieToForm(movie));
  const updateMovie = useUpdateMovie();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const { saveMovieChanges } = await loadSubmitHelpers();
    await saveMovieChanges(form, element, { movie, mutate: updateMovie.mutate });
  };

  return { ...form, submit, isSubmitting: updateMovie.isPending };
}
