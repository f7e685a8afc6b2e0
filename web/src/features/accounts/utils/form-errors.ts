import { TOASTS } from '@cinema/contracts/browser';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message per top-level field of a failed zod parse. */
export function issuesToFieldErrors<F extends string>(issues: z.ZodError['issues']): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = issue.path[0] as F | undefined;
    if (typeof field === 'string' && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export interface ServerFailure<F extends string> {
  fieldErrors: FieldErrors<F>;
  /** Set when no shown field explains the failure, so the form shows it as an alert. */
  formError: string | null;
}

/**
 * Splits a failed call into errors for the fields the form shows and a form-level message.
 * api() has already toasted an ApiError; anything else (an unexpected answer) is toasted here.
 */
export function toServerFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string = TOASTS.genericError,
): ServerFailure<F> {
  if (!(error instanceof ApiError)) {
    toast.error(fallback);
    return { fieldErrors: {}, formError: fallback };
  }
  const fieldErrors: FieldErrors<F> = {};
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (message) fieldErrors[field] = message;
  }
  return { fieldErrors, formError: Object.keys(fieldErrors).length ? null : error.message };
}
