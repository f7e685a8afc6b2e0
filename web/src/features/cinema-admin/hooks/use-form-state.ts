import { useCallback, useState } from 'react';
import { preloadContracts } from '@/lib/contracts';
import type { FieldErrors } from '../utils/form-errors';

/** Values and per-field errors of a small form; changing a field clears its own error. */
export function useFormState<F extends string>(initial: Record<F, string> | (() => Record<F, string>)) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const setField = useCallback((name: F, value: string) => {
    preloadContracts(); // the submit checks with the contracts' schemas: fetch them while the user types
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (!(name in previous)) return previous;
      const next = { ...previous };
      delete next[name];
      return next;
    });
  }, []);

  return { values, setValues, setField, errors, setErrors };
}
