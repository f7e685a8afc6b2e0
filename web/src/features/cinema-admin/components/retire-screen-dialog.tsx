import { useState } from 'react';
import type { Screen } from '@cinema/contracts';
import { SCREEN_MESSAGES } from '@cinema/contracts/browser';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRetireScreen } from '../api/manage-screens';
import { screenLabel } from '../utils/seat-classes';

/** Asks before retiring: it cannot be undone. A refusal (shows still to run) stays readable here. */
export function RetireScreenDialog({ screen, onClose }: { screen: Screen; onClose: () => void }) {
  const retire = useRetireScreen();
  const [refusal, setRefusal] = useState<string>();
  const label = screenLabel(screen);
  const confirm = () =>
    retire.mutate(
      { screenId: screen._id },
      {
        onSuccess: () => {
          toast.success(SCREEN_MESSAGES.screenRetired);
          onClose();
        },
        onError: (error) => {
          const message = error instanceof ApiError ? error.message : SCREEN_MESSAGES.retireScreenFailed;
          setRefusal(message);
          toast.error(message);
        },
      },
    );
  return (
    <Dialog title={`Retire ${label}?`} onClose={onClose}>
      <div className="space-y-4 p-5">
        <p className="text-slate-700">
          {label} keeps its past shows and their bookings, but no new shows can be added to it and it leaves
          the screen lists. This cannot be undone.
        </p>
        {refusal && (
          <p role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
            {refusal}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={onClose}
            className="inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            Keep it
          </button>
          <button
            type="button"
            onClick={confirm}
            disabled={retire.isPending}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:bg-red-300"
          >
            {retire.isPending ? 'Retiring...' : `Retire ${label}`}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
