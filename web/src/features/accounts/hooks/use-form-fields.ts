import { useCallback, useState } from 'react';
import { preloadContracts } from '@/lib/contracts';
import type { FieldErrors } from '../utils/form-errors';

/**
 * Values and per-field errors of a small form. Changing a field clears its own error (the spec's
 * rule for login, used by every account form).
 */
export function useFormFields<V extends Record<string, string>, F extends string = Extract<keyof V, string>>(
  initial: V | (() => V),
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const setField = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    preloadContracts(); // the submit checks with the contracts' schemas: fetch them while the user types
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (!(name in previous)) return previous;
      const next = { ...previous };
      delete next[name as unknown as F];
      return next;
    });
  }, []);

  return { values, setField, errors, setErrors };
}

/** Focuses the first field (by `name`, in the given order) that has an error. */
export function focusFirstError(form: HTMLFormElement, fields: readonly string[], errors: object) {
  const first = fields.find((field) => field in errors);
  const element = first ? form.elements.namedItem(first) : null;
  if (element instanceof HTMLElement) element.focus();
}
