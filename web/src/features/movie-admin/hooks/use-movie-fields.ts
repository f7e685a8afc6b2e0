import { useCallback, useEffect, useState } from 'react';
import { preloadContracts } from '@/lib/contracts';
import { checkImage } from '../utils/check-image';
import {
  MOVIE_FIELD_ORDER,
  type ImageField,
  type MovieErrors,
  type MovieField,
  type MovieFormValues,
} from '../utils/movie-form-values';

/** The submit's code (checks, the multipart body, failure texts), loaded on demand. */
export const loadSubmitHelpers = () => import('../utils/submit-helpers');

/** Revokes a preview's object URL once the image is replaced, cleared or the form goes away. */
function useRevokeOnChange(url: string | undefined) {
  useEffect(() => {
    if (!url) return;
    return () => URL.revokeObjectURL(url);
  }, [url]);
}

/**
 * The movie form's values and errors, shared by the add and update forms. Changing a field clears
 * its own error and the line under the form; picking an image checks its type and size first.
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
      // The submit checks with the contracts' schema: fetch it (and the submit's code) while the user types.
      preloadContracts();
      void loadSubmitHelpers();
      setValues((previous) => ({ ...previous, [field]: value }));
      clearError(field);
    },
    [clearError],
  );

  /** Takes a picked file if the server would accept it; returns false (and shows why) if not. */
  const pickImage = (field: ImageField, file: File | null): boolean => {
    const problem = file ? checkImage(file) : null;
    setField(field, file && !problem ? { file, url: URL.createObjectURL(file) } : null);
    if (problem) setErrors((previous) => ({ ...previous, [field]: problem }));
    return !problem;
  };

  /** Shows a failed check or save: errors under the fields, `message` under the form, focus on the first. */
  const fail = (form: HTMLFormElement | null, fieldErrors: MovieErrors, message: string) => {
    setErrors(fieldErrors);
    setFormError(message);
    const first = MOVIE_FIELD_ORDER.find((field) => field in fieldErrors);
    const target = first && form?.querySelector(`[data-field="${first}"] :is(input, textarea)`);
    if (target instanceof HTMLElement) target.focus();
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
