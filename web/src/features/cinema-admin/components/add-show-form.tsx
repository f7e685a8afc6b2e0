import { Link } from 'react-router-dom';
import type { Cinema, Show } from '@cinema/contracts';
import { LOADING_TEXTS, TIMINGS } from '@cinema/contracts/browser';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { paths } from '@/config/paths';
import { useAddShowForm } from '../hooks/use-add-show-form';
import { formatDateRange, todayInIndia } from '../utils/dates';
import { screenLabel } from '../utils/seat-classes';
import { cardClass, textLinkClass } from './ui/styles';
import { timingLabel } from '../utils/timing-label';

interface AddShowFormProps {
  movieId: string;
  movieName: string;
  cinemas: Cinema[];
}

export function AddShowForm({ movieId, movieName, cinemas }: AddShowFormProps) {
  const form = useAddShowForm(movieId);
  const { values, errors, change } = form;
  const cinema = cinemas.find((c) => c._id === values.cinemaId);
  const today = todayInIndia();
  const noScreenReady = cinema !== undefined && !cinema.screenDetails.some((s) => s.configured);

  return (
    <div className="space-y-4">
      {form.added && <AddedNotice show={form.added} movieName={movieName} />}
      <form noValidate onSubmit={form.submit} className={`space-y-4 ${cardClass}`}>
        <SelectField
          label="Cinema"
          name="cinemaId"
          value={values.cinemaId}
          error={errors.cinemaId}
          onChange={(event) => change('cinemaId', event.target.value)}
        >
          <option value="">Select a cinema</option>
          {cinemas.map((c) => (
            <option key={c._id} value={c._id}>
              {c.cinemaName}, {c.cityId.cityName}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Screen"
          name="screenId"
          value={values.screenId}
          error={errors.screenId}
          disabled={!cinema}
          hint={
            !cinema ? 'Select a cinema first.' : noScreenReady ? <SetSeatsHint cinema={cinema} /> : undefined
          }
          onChange={(event) => change('screenId', event.target.value)}
        >
          <option value="">Select a screen</option>
          {cinema?.screenDetails.map((screen) => (
            // The server refuses a show on a screen whose seats are not set.
            <option key={screen._id} value={screen._id} disabled={!screen.configured}>
              {screenLabel(screen)}
              {screen.configured ? '' : ' (seats not set)'}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Time"
          name="timing"
          value={values.timing}
          error={errors.timing}
          onChange={(event) => change('timing', event.target.value)}
        >
          <option value="">Select a time</option>
          {TIMINGS.map((timing) => (
            <option key={timing.value} value={timing.value}>
              {timing.label}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Show Start"
            name="showStart"
            type="date"
            min={today}
            value={values.showStart}
            error={errors.showStart}
            onChange={(event) => change('showStart', event.target.value)}
          />
          <TextField
            label="Show End"
            name="showEnd"
            type="date"
            min={values.showStart || today}
            value={values.showEnd}
            error={errors.showEnd}
            onChange={(event) => change('showEnd', event.target.value)}
          />
        </div>
        <SubmitButton loading={form.isSubmitting} loadingText={LOADING_TEXTS.adding} className="sm:w-auto">
          Add Show
        </SubmitButton>
      </form>
    </div>
  );
}

function SetSeatsHint({ cinema }: { cinema: Cinema }) {
  const first = cinema.screenDetails[0];
  return (
    <>
      No screen of this cinema has its seats set yet.{' '}
      {first && (
        <Link
          to={paths.updateScreen.getHref(cinema._id, first._id)}
          className="font-semibold text-brand-700 underline"
        >
          Set them first
        </Link>
      )}
    </>
  );
}

function AddedNotice({ show, movieName }: { show: Show; movieName: string }) {
  const timing = timingLabel(show.timing);
  return (
    <div role="status" className="rounded-2xl bg-emerald-50 p-4 text-emerald-900 ring-1 ring-emerald-200">
      <p className="font-semibold">
        {movieName} is scheduled at {show.cinemaId.cinemaName}, {show.screenName}, {timing},{' '}
        {formatDateRange(show.showStart, show.showEnd)}.
      </p>
      <p className="text-sm">
        Viewers see it once it is live.{' '}
        <Link to={paths.liveYourShow.getHref()} className={textLinkClass}>
          Go to Live Your Show
        </Link>
      </p>
    </div>
  );
}
