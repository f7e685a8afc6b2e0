import { lazy, Suspense, useState, type FormEvent } from 'react';
import type { Cinema, Screen } from '@cinema/contracts';
import { LOADING_TEXTS, SCREEN_MESSAGES } from '@cinema/contracts/browser';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { toast } from '@/lib/toast';
import { useAddScreen } from '../api/manage-screens';
import { formatAddedOn } from '../utils/dates';
import { reportFailure } from '../utils/form-errors';
import { formatCount, screenLabel, totalSeats } from '../utils/seat-classes';
import { cardClass } from './ui/styles';

// Opened by a tap on a row: their code (and the dialog's) comes then, not with the page.
const RetireScreenDialog = lazy(() =>
  import('./retire-screen-dialog').then((m) => ({ default: m.RetireScreenDialog })),
);
const ScreenNameForm = lazy(() => import('./screen-name-form').then((m) => ({ default: m.ScreenNameForm })));

const rowButton =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600';

/** The cinema's screens in use (rename, retire), a form to add one, and the retired ones. */
export function ScreenManager({ cinema }: { cinema: Cinema }) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const [retiring, setRetiring] = useState<Screen | null>(null);
  const lastOne = cinema.screenDetails.length <= 1;
  return (
    <section aria-labelledby="screens-title" className={cardClass}>
      <h2 id="screens-title" className="text-lg font-semibold text-slate-900">
        Screens of {cinema.cinemaName}
      </h2>
      <ul aria-label="Screens in use" className="mt-3 divide-y divide-slate-100">
        {cinema.screenDetails.map((screen) => (
          <li key={screen._id} className="py-3">
            {renaming === screen._id ? (
              <Suspense fallback={<p className="min-h-11 text-slate-500">Loading…</p>}>
                <ScreenNameForm screen={screen} onDone={() => setRenaming(null)} />
              </Suspense>
            ) : (
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{screenLabel(screen)}</p>
                  <p className="text-sm text-slate-600">
                    {screen.configured ? `${formatCount(totalSeats(screen))} seats` : 'Seats not set'}
                  </p>
                </div>
                <div className="flex shrink-0 gap-1">
                  <button
                    type="button"
                    className={`${rowButton} text-brand-700`}
                    onClick={() => setRenaming(screen._id)}
                  >
                    Rename<span className="sr-only"> {screenLabel(screen)}</span>
                  </button>
                  <button
                    type="button"
                    disabled={lastOne}
                    title={lastOne ? SCREEN_MESSAGES.lastScreen : undefined}
                    className={`${rowButton} text-slate-700 disabled:cursor-not-allowed disabled:text-slate-400`}
                    onClick={() => setRetiring(screen)}
                  >
                    Retire<span className="sr-only"> {screenLabel(screen)}</span>
                  </button>
                </div>
              </div>
            )}
          </li>
        ))}
      </ul>
      <AddScreenForm cinema={cinema} />
      {cinema.retiredScreens.length > 0 && (
        <div className="mt-6 border-t border-slate-100 pt-4">
          <h3 className="text-sm font-semibold text-slate-700">Retired screens</h3>
          <ul aria-label="Retired screens" className="mt-2 space-y-1 text-sm text-slate-600">
            {cinema.retiredScreens.map((screen) => (
              <li key={screen._id}>
                {screenLabel(screen)} · retired on {formatAddedOn(screen.retiredAt)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {retiring && (
        <Suspense fallback={null}>
          <RetireScreenDialog screen={retiring} onClose={() => setRetiring(null)} />
        </Suspense>
      )}
    </section>
  );
}

function AddScreenForm({ cinema }: { cinema: Cinema }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const add = useAddScreen();
  const next = Math.max(0, ...[...cinema.screenDetails, ...cinema.retiredScreens].map((s) => s.position)) + 1;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = name.trim();
    add.mutate(
      { cinemaId: cinema._id, ...(trimmed ? { name: trimmed } : {}) },
      {
        onSuccess: () => {
          toast.success(SCREEN_MESSAGES.screenAdded);
          setName('');
          setError(undefined);
        },
        onError: (e) => setError(reportFailure(e, ['name'], SCREEN_MESSAGES.addScreenFailed).name),
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        className="flex-1"
        label="New screen"
        name="name"
        maxLength={30}
        placeholder={`Screen-${next}`}
        hint="Leave empty to call it by its number."
        value={name}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <SubmitButton loading={add.isPending} loadingText={LOADING_TEXTS.adding} className="sm:mb-6 sm:w-auto">
        Add Screen
      </SubmitButton>
    </form>
  );
}
