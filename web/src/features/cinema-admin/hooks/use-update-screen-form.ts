import { useState, type FormEvent } from 'react';
import type { Screen, UpdateScreenRequest } from '@cinema/contracts';
import { FALLBACKS, TOASTS } from '@cinema/contracts/browser';
import { ApiError } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';
import { toast } from '@/lib/toast';
import { useUpdateScreen } from '../api/update-screen';
import { positiveDigits } from '../utils/digits';
import { focusFirstError, issuesToFieldErrors, reportFailure, type FieldErrors } from '../utils/form-errors';
import { FORM_CLASSES, type SeatClassKey } from '../utils/seat-classes';
import { useFormState } from './use-form-state';

/** Field names are the server's error keys: `regular.seat`, `bolcony.price`, … */
export type ScreenField = `${SeatClassKey}.${'seat' | 'price'}`;
export const SCREEN_FIELDS = FORM_CLASSES.flatMap(({ key }) => [`${key}.seat`, `${key}.price`] as const);

const REQUIRED = { seat: 'Seats are required', price: 'Price is required' } as const;

function initialValues(screen: Screen): Record<ScreenField, string> {
  const values = {} as Record<ScreenField, string>;
  for (const { key } of FORM_CLASSES) {
    const current = screen[key];
    values[`${key}.seat`] = current ? String(current.seat) : '';
    values[`${key}.price`] = current ? String(Math.round(current.price)) : '';
  }
  return values;
}

function missingFields(values: Record<ScreenField, string>): FieldErrors<ScreenField> {
  const errors: FieldErrors<ScreenField> = {};
  for (const field of SCREEN_FIELDS) {
    if (!values[field]) errors[field] = REQUIRED[field.endsWith('.seat') ? 'seat' : 'price'];
  }
  return errors;
}

const toPayload = (screenId: string, values: Record<ScreenField, string>) => {
  const payload: Record<string, unknown> = { screenId };
  for (const { key, name } of FORM_CLASSES) {
    payload[key] = { name, seat: Number(values[`${key}.seat`]), price: Number(values[`${key}.price`]) };
  }
  return payload;
};

interface Options {
  /** After a save: the page refetches, and the form starts again from the saved screen. */
  onSaved: () => void;
  /** After a 412 (someone saved first): the page refetches the screen's latest values. */
  onStale: () => void;
}

/** Update Screen: seats and price per class, all required, saved with the version it started from. */
export function useUpdateScreenForm(screen: Screen, { onSaved, onStale }: Options) {
  const form = useFormState<ScreenField>(() => initialValues(screen));
  const update = useUpdateScreen();
  // The version this form's values stand on: the loaded screen's, then each save's.
  const [version, setVersion] = useState(screen.version);
  const totalSeats = FORM_CLASSES.reduce((sum, { key }) => sum + Number(form.values[`${key}.seat`] || 0), 0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const showErrors = (errors: FieldErrors<ScreenField>) => {
      form.setErrors(errors);
      focusFirstError(formElement, SCREEN_FIELDS, errors);
    };
    const missing = missingFields(form.values);
    if (Object.keys(missing).length > 0) return showErrors(missing);
    // The limits (seats per class and screen, highest price) in the server's own words.
    const { updateScreenRequest } = await loadContracts();
    const parsed = updateScreenRequest.safeParse(toPayload(screen._id, form.values));
    if (!parsed.success) return showErrors(issuesToFieldErrors<ScreenField>(parsed.error.issues));
    save(parsed.data, showErrors);
  };

  const save = (payload: UpdateScreenRequest, showErrors: (errors: FieldErrors<ScreenField>) => void) =>
    update.mutate(
      { payload, version },
      {
        onSuccess: (saved) => {
          setVersion(saved.version);
          toast.success(TOASTS.screenUpdated);
          form.setErrors({});
          onSaved();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 412) {
            toast.error(error.message);
            return onStale();
          }
          showErrors(reportFailure(error, SCREEN_FIELDS, FALLBACKS.updateScreen));
        },
      },
    );

  return {
    values: form.values,
    errors: form.errors,
    change: (field: ScreenField, raw: string) => form.setField(field, positiveDigits(raw)),
    submit,
    totalSeats,
    isSubmitting: update.isPending,
  };
}
