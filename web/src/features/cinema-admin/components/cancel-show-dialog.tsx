import { useState } from 'react';
import { CANCEL_TEXTS } from '@cinema/contracts/browser';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { useCancelShow, type CancelTarget } from '../api/cancel-show';

/** Asks for the reason and a confirmation: cancelling refunds every booking and cannot be undone. */
export function CancelShowDialog({ target, onClose }: { target: CancelTarget; onClose: () => void }) {
  const cancel = useCancelShow();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (reason.trim().length < 3) return setProblem(CANCEL_TEXTS.reasonRequired);
    cancel.mutate(
      { target, reason: reason.trim() },
      {
        onSuccess: onClose,
        onError: (error) =>
          setProblem(error instanceof ApiError ? error.message : 'Failed to cancel the show'),
      },
    );
  };
  const what = target.kind === 'show' ? 'this show' : 'this date';
  return (
    <Dialog title={`Cancel ${target.label}?`} onClose={onClose}>
      <form className="space-y-4 p-5" onSubmit={submit} noValidate>
        <p className="text-slate-700">
          Every ticket of {what} is refunded in full through the payment gateway and its holder gets a mail
          with your reason. Nothing more can be booked, and this cannot be undone.
        </p>
        <label className="block">
          <span className="font-semibold text-slate-900">Reason (shown to the ticket holders)</span>
          <textarea
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setProblem(undefined);
            }}
            maxLength={300}
            rows={3}
            required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'cancel-problem' : undefined}
            className="mt-1 block w-full rounded-lg p-3 ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-600 focus:outline-none"
            placeholder="e.g. Projector failure"
          />
        </label>
        {problem && (
          <p
            id="cancel-problem"
            role="alert"
            className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200"
          >
            {problem}
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
            type="submit"
            disabled={cancel.isPending}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800 disabled:bg-red-300"
          >
            {cancel.isPending ? 'Cancelling...' : `Cancel ${what} and refund`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
