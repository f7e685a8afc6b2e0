import { TOASTS } from '@cinema/contracts/browser';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** The first message per field of a failed zod parse, nested fields named like `regular.seat`. */
export function issuesToFieldErrors<F extends string>(issues: z.ZodError['issues']): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = issue.path.join('.') as F;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/**
 * Shows a failed call: under the fields it concerns when the form has them (returned, for the
 * form to set; the server names nested fields `regular.seat`, and `byCode` ties an error code to
 * the field it is about), otherwise as a toast with the server's message or the fallback text (the
 * spec's global error handling). With `alwaysToast` the toast is raised as well as the field error
 * (Add Show: the spec toasts every server error, and a clash is not the person's typing mistake).
 */
export function reportFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string,
  byCode: Partial<Record<string, F>> = {},
  { alwaysToast = false } = {},
): FieldErrors<F> {
  const fieldErrors: FieldErrors<F> = {};
  if (error instanceof ApiError) {
    for (const field of fields) {
      const message = error.fieldErrors[field];
      if (message) fieldErrors[field] = message;
    }
    const field = byCode[error.code];
    if (field && Object.keys(fieldErrors).length === 0) fieldErrors[field] = error.message;
  }
  if (alwaysToast || Object.keys(fieldErrors).length === 0) toast.error(toastText(error, fallback));
  return fieldErrors;
}

function toastText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 401) return TOASTS.unauthorized;
  if (error.status === 402) return TOASTS.paymentRequired;
  return error.message || fallback;
}

/** Focuses the first field (by `name`, in the given order) that has an error. */
export function focusFirstError(form: HTMLFormElement, fields: readonly string[], errors: object) {
  const first = fields.find((field) => field in errors);
  const element = first ? form.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
}
