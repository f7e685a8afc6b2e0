import type { FormEvent } from 'react';
import type { Cinema } from '@cinema/contracts';
import { SCREEN_MESSAGES } from '@cinema/contracts/browser';
import { loadContracts } from '@/lib/contracts';
import { toast } from '@/lib/toast';
import { useUpdateCinema } from '../api/manage-screens';
import { focusFirstError, issuesToFieldErrors, reportFailure } from '../utils/form-errors';
import { useFormState } from './use-form-state';

const FIELDS = ['cinemaName', 'pincode'] as const;
type Field = (typeof FIELDS)[number];

/** Edit a cinema's name and pincode: checked with the contracts' schema, then sent. */
export function useCinemaDetailsForm(cinema: Cinema) {
  const form = useFormState<Field>({ cinemaName: cinema.cinemaName, pincode: cinema.pincode });
  const update = useUpdateCinema();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const showErrors = (errors: Partial<Record<Field, string>>) => {
      form.setErrors(errors);
      focusFirstError(formElement, FIELDS, errors);
    };
    const { updateCinemaRequest } = await loadContracts();
    const parsed = updateCinemaRequest.safeParse({ cinemaId: cinema._id, ...form.values });
    if (!parsed.success) return showErrors(issuesToFieldErrors<Field>(parsed.error.issues));
    update.mutate(parsed.data, {
      onSuccess: (changed) => {
        toast.success(SCREEN_MESSAGES.cinemaUpdated);
        form.setValues({ cinemaName: changed.cinemaName, pincode: changed.pincode });
      },
      onError: (error) => showErrors(reportFailure(error, FIELDS, SCREEN_MESSAGES.updateCinemaFailed)),
    });
  };

  return { ...form, change: form.setField, submit, isSubmitting: update.isPending };
}
