import type { FormEvent } from 'react';
import type { Cinema } from '@cinema/contracts';
import { FALLBACKS, TOASTS } from '@cinema/contracts/browser';
import { loadContracts } from '@/lib/contracts';
import { toast } from '@/lib/toast';
import { useAddCinema } from '../api/add-cinema';
import { focusFirstError, issuesToFieldErrors, reportFailure } from '../utils/form-errors';
import { useFormState } from './use-form-state';

export const ADD_CINEMA_FIELDS = ['cinemaName', 'pincode', 'cityId'] as const;
export type AddCinemaField = (typeof ADD_CINEMA_FIELDS)[number];

const EMPTY: Record<AddCinemaField, string> = { cinemaName: '', pincode: '', cityId: '' };

/** Add Cinema: check with the contracts' schema, send, then reset the form and tell the page. */
export function useAddCinemaForm(onAdded: (cinema: Cinema) => void) {
  const form = useFormState<AddCinemaField>(EMPTY);
  const addCinema = useAddCinema();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const showErrors = (errors: Partial<Record<AddCinemaField, string>>) => {
      form.setErrors(errors);
      focusFirstError(formElement, ADD_CINEMA_FIELDS, errors);
    };
    const { addCinemaRequest } = await loadContracts();
    const parsed = addCinemaRequest.safeParse(form.values);
    if (!parsed.success) return showErrors(issuesToFieldErrors<AddCinemaField>(parsed.error.issues));
    addCinema.mutate(parsed.data, {
      onSuccess: (cinema) => {
        toast.success(TOASTS.cinemaAdded);
        form.setValues(EMPTY);
        form.setErrors({});
        onAdded(cinema);
      },
      onError: (error) => showErrors(reportFailure(error, ADD_CINEMA_FIELDS, FALLBACKS.addCinema)),
    });
  };

  return {
    values: form.values,
    errors: form.errors,
    change: form.setField,
    submit,
    isSubmitting: addCinema.isPending,
  };
}
