import type { FormEvent } from 'react';
import { FALLBACKS, TOASTS } from '@cinema/contracts/browser';
import { loadContracts } from '@/lib/contracts';
import { toast } from '@/lib/toast';
import { useAddMovie } from '../api/add-movie';
import { emptyMovieForm } from '../utils/movie-form-values';
import { loadSubmitHelpers, useMovieFields } from './use-movie-fields';

/** Add Movie: check everything (both images required), send the multipart body, toast, reset. */
export function useAddMovieForm() {
  const form = useMovieFields(emptyMovieForm);
  const addMovie = useAddMovie();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const [{ movieFieldsSchema }, { validateMovie, toMovieFormData, reportFailure }] = await Promise.all([
      loadContracts(),
      loadSubmitHelpers(),
    ]);
    const checked = validateMovie(form.values, movieFieldsSchema, { requireImages: true });
    if (!checked.ok) return form.fail(element, checked.errors, checked.message);
    addMovie.mutate(toMovieFormData(checked.fields, form.values), {
      onSuccess: () => {
        toast.success(TOASTS.movieAdded);
        form.reset();
      },
      onError: (error) => {
        const { errors, message } = reportFailure(error, FALLBACKS.addMovie);
        form.fail(element, errors, message);
      },
    });
  };

  return { ...form, submit, isSubmitting: addMovie.isPending };
}
