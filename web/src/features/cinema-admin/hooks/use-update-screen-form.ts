import { useState, type FormEvent } from 'react';
import type { Screen, UpdateScreenRequest } from '@cinema/contracts';
import { FALLBACKS, TOASTS, VALIDATION } from '@cinema/contracts/browser';
import { ApiError } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';
import { toast } from '@/lib/toast';
import { useUpdateScreen } from '../api/update-screen';
import { isWholeNumberText, readWholeNumber } from '../utils/digits';
import { focusFirstError, issuesToFieldErrors, reportFailure, type FieldErrors } from '../utils/form-errors';
import { FORM_CLASSES, type SeatClassKey } from '../utils/seat-classes';
import { useFormState } from './use-form-state';

/** Field names are the server's error keys: `regular.seat`, `bolcony.price`, … */
export type ScreenField = `${SeatClassKey}.${'seat' | 'price'}`;
export const SCREEN_FIELDS = FORM_CLASSES.flatMap(({ key }) => [`${key}.seat`, `${key}.price`] as const);

const REQUIRED = { seat: 'Seats are required', price: 'Price is required' } as const;
const WRONG = { seat: VALIDATION.wholeSeats, price: VALIDATION.wholeRupees } as const;
const kind = (field: ScreenField) => (field.endsWith('.seat') ? 'seat' : 'price');

function initialValues(screen: Screen): Record<ScreenField, string> {
  const values = {} as Record<ScreenField, string>;
  for (const { key } of FORM_CLASSES) {
    const current = screen[key];
    values[`${key}.seat`] = current ? String(current.seat) : '';
    values[`${key}.price`] = current ? String(Math.round(current.price)) : '';
  }
  return values;
}

/** Empty fields, and fields still holding text the rule refused ("199.50"): nothing is sent then. */
function fieldsAtFault(values: Record<ScreenField, string>): FieldErrors<ScreenField> {
  const errors: FieldErrors<ScreenField> = {};
  for (const field of SCREEN_FIELDS) {
    if (!values[field]) errors[field] = REQUIRED[kind(field)];
    else if (!isWholeNumberText(values[field])) errors[field] = WRONG[kind(field)];
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

/**
 * Update Screen: seats and price per class, all required, saved with the version it started from.
 * A save resets the form to the saved values (see onSuccess). A save, or a 412 (someone saved
 * first), has the page read the cinemas again (the mutation invalidates them), and the form starts
 * again from the screen's new version.
 */
export function useUpdateScreenForm(screen: Screen, onSaved?: (saved: Screen) => void) {
  const form = useFormState<ScreenField>(() => initialValues(screen));
  // What a field's text was read from when it was another spelling of the number ("₹1,500").
  const [readFrom, setReadFrom] = useState<Partial<Record<ScreenField, string>>>({});
  const update = useUpdateScreen();
  // The version this form's values stand on: the loaded screen's, then each save's.
  const [version, setVersion] = useState(screen.version);
  const seatsOf = (text: string) => (isWholeNumberText(text) ? Number(text) : 0);
  const totalSeats = FORM_CLASSES.reduce((sum, { key }) => sum + seatsOf(form.values[`${key}.seat`]), 0);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const showErrors = (errors: FieldErrors<ScreenField>) => {
      form.setErrors(errors);
      focusFirstError(formElement, SCREEN_FIELDS, errors);
    };
    const atFault = fieldsAtFault(form.values);
    if (Object.keys(atFault).length > 0) return showErrors(atFault);
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
          // The spec: "After a screen update the form resets." It resets to what the screen now
          // is, the saved seats and prices, not to empty fields: an empty form would read as a
          // screen with no seats set, and the next change of one price would mean typing all six
          // again. Edits, errors and "read as" notes go; the answer's values are shown at once,
          // whether or not the cinemas' re-read (which restarts the form) has come back yet.
          form.setValues(initialValues(saved));
          form.setErrors({});
          setReadFrom({});
          onSaved?.(saved);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 412) {
            return toast.error(error.message);
          }
          showErrors(reportFailure(error, SCREEN_FIELDS, FALLBACKS.updateScreen));
        },
      },
    );

  return {
    values: form.values,
    errors: form.errors,
    readFrom,
    /**
     * Keeps the number as it will be saved ("₹1,500" becomes 1500, and the field says what it was
     * read from), or the text as typed with the rule's message ("199.50" is refused, not 19950).
     */
    change: (field: ScreenField, raw: string) => {
      const reading = readWholeNumber(raw, WRONG[kind(field)], { money: kind(field) === 'price' });
      form.setField(field, reading.text);
      setReadFrom((previous) => ({ ...previous, [field]: reading.readFrom }));
      if (reading.error) form.setErrors((previous) => ({ ...previous, [field]: reading.error }));
    },
    submit,
    totalSeats,
    isSubmitting: update.isPending,
  };
}
