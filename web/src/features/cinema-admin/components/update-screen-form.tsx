import type { Screen } from '@cinema/contracts';
import { LOADING_TEXTS } from '@cinema/contracts/browser';
import { SubmitButton } from '@/components/form/submit-button';
import { cx } from '@/lib/class-names';
import { useContracts } from '../hooks/use-contracts';
import { useUpdateScreenForm } from '../hooks/use-update-screen-form';
import { FORM_CLASSES, formatCount, formatRupees, screenLabel } from '../utils/seat-classes';
import { ScreenLiveShowsNote } from './screen-live-shows-note';
import { SeatClassFieldset } from './seat-class-fieldset';
import { cardClass } from './ui/styles';

interface UpdateScreenFormProps {
  screen: Screen;
  /** Whether the page saved this version of the screen (kept by the page: the form restarts on it). */
  saved?: boolean;
  onSaved?: (saved: Screen) => void;
}

export function UpdateScreenForm({ screen, saved = false, onSaved }: UpdateScreenFormProps) {
  const form = useUpdateScreenForm(screen, onSaved);
  const limits = useContracts()?.CINEMA_LIMITS;
  const overScreen = limits !== undefined && form.totalSeats > limits.maxSeatsPerScreen;
  return (
    <form noValidate onSubmit={form.submit} className={`space-y-4 ${cardClass}`}>
      {limits && (
        <p className="text-sm text-slate-600">
          Each class: up to {formatCount(limits.maxSeatsPerClass)} seats, price up to{' '}
          {formatRupees(limits.maxPriceRupees)}. A screen has at most {formatCount(limits.maxSeatsPerScreen)}{' '}
          seats.
        </p>
      )}
      {!screen.configured && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          This screen&apos;s seats are not set yet: no show can be added on it before they are.
        </p>
      )}
      {FORM_CLASSES.map(({ name, key }) => (
        <SeatClassFieldset
          key={key}
          name={name}
          classKey={key}
          values={form.values}
          errors={form.errors}
          readFrom={form.readFrom}
          onChange={form.change}
        />
      ))}
      {/* Next to the button: what a save reaches (live shows keep their frozen prices). */}
      <ScreenLiveShowsNote screenId={screen._id} screenName={screenLabel(screen)} saved={saved} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className={cx('text-base', overScreen ? 'font-semibold text-brand-700' : 'text-slate-700')}>
          Total seats: <span className="font-semibold tabular-nums">{formatCount(form.totalSeats)}</span>
          {overScreen && limits && ` (at most ${formatCount(limits.maxSeatsPerScreen)})`}
        </p>
        <SubmitButton loading={form.isSubmitting} loadingText={LOADING_TEXTS.updating} className="sm:w-auto">
          Update Screen
        </SubmitButton>
      </div>
    </form>
  );
}
