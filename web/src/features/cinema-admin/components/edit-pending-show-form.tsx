import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { AdminShow, Timing } from '@cinema/contracts';
import { SERVER_MESSAGES, TIMINGS, VALIDATION } from '@cinema/contracts/browser';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { toast } from '@/lib/toast';
import { useEditShow } from '../api/edit-show';
import { myCinemasQuery } from '../api/get-cinema-details';
import { todayInIndia } from '../utils/dates';
import { screenLabel } from '../utils/seat-classes';

/** A pending show's screen, time and dates, checked here as Add Show checks them, then by the server. */
export function EditPendingShowForm({ show }: { show: AdminShow }) {
  const cinemas = useQuery(myCinemasQuery());
  const screens = cinemas.data?.find((c) => c._id === show.cinemaId)?.screenDetails ?? [];
  const edit = useEditShow();
  const [values, setValues] = useState({
    screenId: show.screenId,
    timing: show.timing,
    showStart: show.showStart,
    showEnd: show.showEnd,
  });
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const today = todayInIndia();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem =
      !values.showStart || !values.showEnd
        ? VALIDATION.allFieldsRequired
        : values.showStart < today
          ? SERVER_MESSAGES.showDateInPast
          : values.showEnd < values.showStart
            ? VALIDATION.endDateBeforeStart
            : null;
    if (problem) return toast.error(problem);
    edit.mutate({ showId: show.showId, ...values, timing: values.timing as Timing });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label={`Edit ${show.movieName}`}>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label="Screen" name="screenId" value={values.screenId} onChange={set('screenId')}>
          {screens.length === 0 && <option value={show.screenId}>{show.screenName}</option>}
          {screens.map((screen) => (
            <option key={screen._id} value={screen._id} disabled={!screen.configured}>
              {screenLabel(screen)}
              {screen.configured ? '' : ' (seats not set)'}
            </option>
          ))}
        </SelectField>
        <SelectField label="Time" name="timing" value={values.timing} onChange={set('timing')}>
          {TIMINGS.map((timing) => (
            <option key={timing.value} value={timing.value}>
              {timing.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Show Start"
          name="showStart"
          type="date"
          min={today}
          value={values.showStart}
          onChange={set('showStart')}
        />
        <TextField
          label="Show End"
          name="showEnd"
          type="date"
          min={values.showStart || today}
          value={values.showEnd}
          onChange={set('showEnd')}
        />
      </div>
      <SubmitButton loading={edit.isPending} loadingText="Saving..." className="sm:w-auto">
        Save changes
      </SubmitButton>
    </form>
  );
}
