import type { FormEvent } from 'react';
import type { Movie } from '@cinema/contracts';
import { FALLBACKS, SERVER_MESSAGES, TOASTS } from '@cinema/contracts/browser';
import { ApiError } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';
import { toast } from '@/lib/toast';
import { useUpdateMovie } from '../api/update-movie';
import { movieToForm } from '../utils/movie-form-values';
import { loadSubmitHelpers, useMovieFields } from './use-movie-fields';

/**
 * Update Movie, starting from `movie` (images optional: the stored ones stay). The save names the
 * version it started from; after it, or when someone else saved first (412), `onChanged` fetches
 * the movie again and the page shows the latest.
 */
export function useUpdateMovieForm(movie: Movie, onChanged: () => void) {
  const form = useMovieFields(() => movieToForm(movie));
  const updateMovie = useUpdateMovie();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const [{ movieFieldsSchema }, { validateMovie, toMovieFormData, reportFailure }] = await Promise.all([
      loadContracts(),
      loadSubmitHelpers(),
    ]);
    const checked = validateMovie(form.values, movieFieldsSchema, { requireImages: false });
    if (!checked.ok) return form.fail(element, checked.errors, checked.message);
    const body = toMovieFormData(checked.fields, form.values, movie._id);
    updateMovie.mutate(
      { body, version: movie.version },
      {
        onSuccess: () => {
          toast.success(TOASTS.movieUpdated);
          onChanged();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 412) {
            toast.error(error.message || SERVER_MESSAGES.staleVersion);
            onChanged();
            return;
          }
          const { errors, message } = reportFailure(error, FALLBACKS.updateMovie);
          form.fail(element, errors, message);
        },
      },
    );
  };

  return { ...form, submit, isSubmitting: updateMovie.isPending };
}
