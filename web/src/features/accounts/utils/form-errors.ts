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

/**
 * Shows a failed account call once: under the fields it concerns when the form shows them
 * (returned, for the form to set), otherwise as a toast, the spec's global error handling (the
 * server's message, or the fallback text). The account calls therefore ask api() not to toast.
 */
export function showServerFailure<F extends string>(
  error: unknown,
  fields: readonly F[],
  fallback: string = TOASTS.genericError,
): FieldErrors<F> {
  const fieldErrors: FieldErrors<F> = {};
  if (error instanceof ApiError) {
    for (const field of fields) {
      const message = error.fieldErrors[field];
      if (message) fieldErrors[field] = message;
    }
  }
  if (Object.keys(fieldErrors).length === 0) toast.error(toastText(error, fallback));
  return fieldErrors;
}

function toastText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.status === 402) return TOASTS.paymentRequired;
  return error.message || fallback;
}
