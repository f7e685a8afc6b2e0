import { useState, type FormEvent } from 'react';
import type { Show } from '@cinema/contracts';
import { FALLBACKS, SERVER_MESSAGES, TOASTS, VALIDATION } from '@cinema/contracts/browser';
import { loadContracts } from '@/lib/contracts';
import { toast } from '@/lib/toast';
import { useAddShow } from '../api/add-show';
import { todayInIndia } from '../utils/dates';
import { focusFirstError, issuesToFieldErrors, reportFailure, type FieldErrors } from '../utils/form-errors';
import { useFormState } from './use-form-state';

export const ADD_SHOW_FIELDS = ['cinemaId', 'screenId', 'timing', 'showStart', 'showEnd'] as const;
export type AddShowField = (typeof ADD_SHOW_FIELDS)[number];
type Values = Record<AddShowField, string>;

const EMPTY: Values = { cinemaId: '', screenId: '', timing: '', showStart: '', showEnd: '' };

const REQUIRED: Record<AddShowField, string> = {
  cinemaId: 'Select a cinema',
  screenId: 'Select a screen',
  timing: 'Select a time',
  showStart: 'Choose the first day of the show',
  showEnd: 'Choose the last day of the show',
};

/** The server's refusals that concern one field, shown under it. */
const FIELD_OF_CODE: Partial<Record<string, AddShowField>> = {
  SCREEN_NOT_CONFIGURED: 'screenId',
  SHOW_CLASH: 'timing',
  SHOW_DATE_IN_PAST: 'showStart',
  SHOW_END_BEFORE_START: 'showEnd',
  SHOW_TOO_LONG: 'showEnd',
};

/** All fields required; dates not in the past; the end not before the start (the spec's text). */
export function validateAddShow(values: Values, today: string): FieldErrors<AddShowField> {
  const errors: FieldErrors<AddShowField> = {};
  for (const field of ADD_SHOW_FIELDS) if (!values[field]) errors[field] = REQUIRED[field];
  if (values.showStart && values.showStart < today) errors.showStart = SERVER_MESSAGES.showDateInPast;
  if (values.showStart && values.showEnd && values.showEnd < values.showStart)
    errors.showEnd = VALIDATION.endDateBeforeStart;
  return errors;
}

/** Add Show for one movie: the screen choices follow the cinema; after adding, the form starts over. */
export function useAddShowForm(movieId: string) {
  const form = useFormState<AddShowField>(EMPTY);
  const addShow = useAddShow();
  const [added, setAdded] = useState<Show | null>(null);

  const change = (field: AddShowField, value: string) => {
    form.setField(field, value);
    // Another cinema has other screens: the chosen one no longer applies.
    if (field === 'cinemaId') form.setValues((previous) => ({ ...previous, cinemaId: value, screenId: '' }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const showErrors = (errors: FieldErrors<AddShowField>) => {
      form.setErrors(errors);
      focusFirstError(formElement, ADD_SHOW_FIELDS, errors);
    };
    const errors = validateAddShow(form.values, todayInIndia());
    if (Object.keys(errors).length > 0) return showErrors(errors);
    const { addShowRequest } = await loadContracts();
    const parsed = addShowRequest.safeParse({ movieId, ...form.values });
    if (!parsed.success) return showErrors(issuesToFieldErrors<AddShowField>(parsed.error.issues));
    addShow.mutate(parsed.data, {
      onSuccess: (show) => {
        toast.success(TOASTS.showAdded);
        setAdded(show);
        form.setValues(EMPTY);
        form.setErrors({});
      },
      // The spec's error toast for every refusal (a clash, a date past in India), and the message
      // under the field it concerns as well.
      onError: (error) =>
        showErrors(
          reportFailure(error, ADD_SHOW_FIELDS, FALLBACKS.addShow, FIELD_OF_CODE, { alwaysToast: true }),
        ),
    });
  };

  return {
    values: form.values,
    errors: form.errors,
    change,
    submit,
    added,
    isSubmitting: addShow.isPending,
  };
}
