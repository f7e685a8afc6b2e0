import type { Movie } from '@cinema/contracts';
import { FALLBACKS, SERVER_MESSAGES, TOASTS } from '@cinema/contracts/browser';
import { ApiError } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';
import { toast } from '@/lib/toast';
import type { UpdateMovieInput } from '../api/update-movie';
import type { MovieFieldsState } from '../hooks/use-movie-fields';
import { MOVIE_FIELD_ORDER } from './movie-field-order';
import { toMovieFormData } from './movie-form-data';
import type { MovieErrors } from './movie-form-values';
import { reportFailure } from './report-failure';
import { validateMovie } from './validate-movie';

type Form = Pick<MovieFieldsState, 'values' | 'fail' | 'reset'>;
type Mutate<I> = (input: I, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;

/** Shows a failed check or save: errors under the fields, `message` under the form, focus on the first. */
function showFailure(form: Form, element: HTMLFormElement, errors: MovieErrors, message: string) {
  form.fail(errors, message);
  const first = MOVIE_FIELD_ORDER.find((field) => field in errors);
  const target = first && element.querySelector(`[data-field="${first}"] :is(input, textarea)`);
  if (target instanceof HTMLElement) target.focus();
}

/** The form's fields if they pass the contracts' checks; otherwise shows why and gives null. */
async function check(form: Form, element: HTMLFormElement, requireImages: boolean) {
  const { movieFieldsSchema } = await loadContracts();
  const checked = validateMovie(form.values, movieFieldsSchema, { requireImages });
  if (checked.ok) return checked.fields;
  showFailure(form, element, checked.errors, checked.message);
  return null;
}

/** Add Movie: check everything (both images required), send the multipart body, toast, reset. */
export async function saveNewMovie(form: Form, element: HTMLFormElement, mutate: Mutate<FormData>) {
  const fields = await check(form, element, true);
  if (!fields) return;
  mutate(toMovieFormData(fields, form.values), {
    onSuccess: () => {
      toast.success(TOASTS.movieAdded);
      form.reset();
    },
    onError: (error) => {
      const { errors, message } = reportFailure(error, FALLBACKS.addMovie);
      showFailure(form, element, errors, message);
    },
  });
}

/**
 * Update Movie (images optional: the stored ones stay). The save names the version it started
 * from; the mutation puts the saved movie in the cache, or reads it again when someone else saved
 * first (412), and the page starts the form again from the new version.
 */
export async function saveMovieChanges(
  form: Form,
  element: HTMLFormElement,
  { movie, mutate }: { movie: Movie; mutate: Mutate<UpdateMovieInput> },
) {
  const fields = await check(form, element, false);
  if (!fields) return;
  const body = toMovieFormData(fields, form.values, movie._id);
  mutate(
    { body, version: movie.version },
    {
      onSuccess: () => {
        toast.success(TOASTS.movieUpdated);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status === 412) {
          toast.error(error.message || SERVER_MESSAGES.staleVersion);
          return;
        }
        const { errors, message } = reportFailure(error, FALLBACKS.updateMovie);
        showFailure(form, element, errors, message);
      },
    },
  );
}
