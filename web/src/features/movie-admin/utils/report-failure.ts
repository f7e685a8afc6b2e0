import { TOASTS } from '@cinema/contracts/browser';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { MOVIE_FIELD_ORDER } from './movie-field-order';
import type { MovieErrors } from './movie-form-values';

/**
 * A failed save, for the form to show: the server's field errors under their fields and its
 * message under the form. What the form cannot point at is also toasted (the spec's global
 * handling): an ended session, a payment wall, or an error with no field (a network failure, a 500).
 */
export function reportFailure(error: unknown, fallback: string): { errors: MovieErrors; message: string } {
  if (!(error instanceof ApiError)) {
    toast.error(fallback);
    return { errors: {}, message: fallback };
  }
  const errors: MovieErrors = {};
  for (const field of MOVIE_FIELD_ORDER) {
    const text = error.fieldErrors[field];
    if (text) errors[field] = text;
  }
  const message = error.message || fallback;
  if (error.status === 401) toast.error(TOASTS.unauthorized);
  else if (error.status === 402) toast.error(TOASTS.paymentRequired);
  else if (Object.keys(errors).length === 0) toast.error(message);
  return { errors, message };
}
