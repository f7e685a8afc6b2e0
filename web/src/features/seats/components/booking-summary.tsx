import type { ReactNode } from 'react';
import { LIMITS, LOADING_TEXTS } from '@cinema/contracts/browser';
import { cx } from '@/lib/class-names';
import type { PayPhase } from '../hooks/use-pay-flow';
import { rupees } from '../utils/format';

const BUSY_TEXT: Record<Exclude<PayPhase, 'idle'>, string> = {
  reserving: 'Holding seats...',
  ordering: 'Creating order...',
  checkout: 'Paying...',
  verifying: LOADING_TEXTS.verifying,
  closing: 'Cancelling...',
};

interface BookingSummaryProps {
  seatNumbers: readonly string[];
  total: number;
  phase: PayPhase;
  /** Who may pay: a viewer (or a visitor, who signs in first); other accounts do not book. */
  canPay: boolean;
  onPay: () => void;
  /** The hold's countdown and controls, while seats are held. */
  timer?: ReactNode;
  notice?: string | null;
}

/**
 * The chosen seats, the total and 'Pay Rs.{total}': a bar above the bottom navigation on phones
 * (only once seats are chosen), a card beside the map from md up.
 */
export function BookingSummary(props: BookingSummaryProps) {
  const { seatNumbers, total, phase, canPay, onPay, timer, notice } = props;
  const count = seatNumbers.length;
  const quiet = count === 0 && !notice;
  return (
    <aside
      aria-label="Your seats"
      className={cx(
        'fixed inset-x-0 bottom-[calc(3.5rem+1px+env(safe-area-inset-bottom))] z-20 space-y-2 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-6px_20px_rgba(15,23,42,0.08)]',
        'md:sticky md:top-24 md:bottom-auto md:space-y-4 md:rounded-2xl md:border md:p-5 md:shadow-sm',
        quiet && 'hidden md:block',
      )}
    >
      <h2 className="hidden text-lg font-bold text-slate-900 md:block">Your seats</h2>
      {notice && (
        <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800 ring-1 ring-red-200">
          {notice}
        </p>
      )}
      {timer}
      <div className="flex items-center justify-between gap-3 md:flex-col md:items-stretch">
        <div className="min-w-0">
          {count > 0 ? (
            <>
              <p className="text-sm font-semibold text-slate-900">
                {count} {count === 1 ? 'seat' : 'seats'}
                <span className="font-normal text-slate-600"> · Rs.{rupees(total)}</span>
              </p>
              <p className="truncate text-sm text-slate-600 md:whitespace-normal">{seatNumbers.join(', ')}</p>
            </>
          ) : (
            <p className="text-sm text-slate-600">
              No seats chosen yet. Pick up to {LIMITS.maxSeatsPerBooking} seats on the map.
            </p>
          )}
        </div>
        {count > 0 &&
          (canPay ? (
            <button
              type="button"
              onClick={onPay}
              disabled={phase !== 'idle'}
              className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-brand-600 px-5 font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70 md:w-full"
            >
              {phase === 'idle' ? `Pay Rs.${rupees(total)}` : BUSY_TEXT[phase]}
            </button>
          ) : (
            <p className="text-sm font-medium text-slate-700">Booking is for viewer accounts.</p>
          ))}
      </div>
    </aside>
  );
}
