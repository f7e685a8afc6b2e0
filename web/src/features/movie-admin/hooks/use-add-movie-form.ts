import type { FormEvent } from 'react';
import { useAddMovie } from '../api/add-movie';
import { emptyMovieForm } from '../utils/movie-form-values';
import { loadSubmitHelpers, useMovieFields } from './use-movie-fields';

/** Add Movie: the form starts empty, and again after each movie added (see saveNewMovie). */
export function useAddMovieForm() {
  const form = useMovieFields(emptyMovieForm);
  const addMovie = useAddMovie();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const { saveNewMovie } = await loadSubmitHelpers();
    await saveNewMovie(form, element, addMovie.mutate);
  };

  return { ...form, submit, isSubmitting: addMovie.isPending };
}
