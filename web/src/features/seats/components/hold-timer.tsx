import { HOLD_POLICY } from '@cinema/contracts/browser';
import { cx } from '@/lib/class-names';
import { mmss } from '../utils/format';

interface HoldTimerProps {
  remainingMs: number;
  extendable: boolean;
  extending: boolean;
  onExtend: () => void;
}

export const isHoldWarning = (remainingMs: number) => remainingMs <= HOLD_POLICY.warnSecondsBefore * 1000;

/**
 * The hold's countdown (mm:ss). In its last minute it turns amber and offers the one extension
 * (WCAG 2.2.1); screen readers hear the warning from the page's polite live region, not every tick.
 */
export function HoldTimer({ remainingMs, extendable, extending, onExtend }: HoldTimerProps) {
  const warning = isHoldWarning(remainingMs);
  return (
    <div
      className={cx(
        'flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-xl px-3 py-2 text-sm ring-1',
        warning
          ? 'bg-amber-50 text-amber-950 ring-amber-300'
          : 'bg-violet-50 text-violet-950 ring-violet-200',
      )}
    >
      <p>
        {warning ? 'Hurry! Seats held for ' : 'Seats held for you: '}
        <span role="timer" className="font-mono text-base font-bold tabular-nums">
          {mmss(remainingMs)}
        </span>
      </p>
      {warning && extendable && (
        <button
          type="button"
          onClick={onExtend}
          disabled={extending}
          className="inline-flex min-h-9 items-center rounded-lg bg-amber-900 px-3 font-semibold text-white hover:bg-amber-950 disabled:opacity-60"
        >
          {extending ? 'Extending...' : 'Extend'}
        </button>
      )}
    </div>
  );
}
