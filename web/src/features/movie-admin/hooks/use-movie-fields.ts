import { useCallback, useEffect, useState } from 'react';
import { preloadContracts } from '@/lib/contracts';
import type { ImageField, MovieErrors, MovieField, MovieFormValues } from '../utils/movie-form-values';

/** The submit's code (checks, the multipart body, failure texts) and the schema it checks with, on demand. */
export const loadSubmitHelpers = () => {
  preloadContracts();
  return import('../utils/submit-helpers');
};

/** Revokes a preview's object URL once the image is replaced, cleared or the form goes away. */
function useRevokeOnChange(url: string | undefined) {
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);
}

/**
 * The movie form's values and errors, shared by the add and update forms. Changing a field clears
 * its own error and the line under the form; a picked image the server would refuse shows why instead.
 */
export function useMovieFields(initial: () => MovieFormValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<MovieErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** Bumped by reset(): the form remounts with it, clearing file inputs and half-typed entries. */
  const [resetCount, setResetCount] = useState(0);
  useRevokeOnChange(values.thumbnailImage?.url);
  useRevokeOnChange(values.bannerImage?.url);

  const clearError = useCallback((field: MovieField) => {
    setFormError(null);
    setErrors((previous) => {
      if (!(field in previous)) return previous;
      const next = { ...previous };
      delete next[field];
      return next;
    });
  }, []);

  const setField = useCallback(
    <K extends MovieField>(field: K, value: MovieFormValues[K]) => {
      // Fetch the submit's code and the contracts' schema while the user types.
      void loadSubmitHelpers();
      setValues((previous) => ({ ...previous, [field]: value }));
      clearError(field);
    },
    [clearError],
  );

  /** Takes a picked file, or, when the server would refuse it, clears the field and shows `problem`. */
  const pickImage = (field: ImageField, file: File | null, problem: string | null) => {
    setField(field, file && !problem ? { file, url: URL.createObjectURL(file) } : null);
    if (problem) setErrors((previous) => ({ ...previous, [field]: problem }));
  };

  /** A failed check or save: errors under the fields, `message` under the form. */
  const fail = (fieldErrors: MovieErrors, message: string) => {
    setErrors(fieldErrors);
    setFormError(message);
  };

  const reset = () => {
    setValues(initial());
    setErrors({});
    setFormError(null);
    setResetCount((count) => count + 1);
  };

  return { values, errors, formError, resetCount, setField, pickImage, fail, reset };
}

export type MovieFieldsState = ReturnType<typeof useMovieFields>;
