import { useState } from 'react';
import { BOOKING_TEXTS, HOLD_POLICY } from '@cinema/contracts/browser';
import { extendHold, releaseSeats } from '../api/holds';
import { useCountdown } from '../hooks/use-countdown';
import type { Held } from '../hooks/use-hold';
import { HoldTimer } from './hold-timer';

export interface HoldControlsProps {
  held: Held;
  /** The server answered an extension with the hold's new expiry. */
  onHeld: (held: Held) => void;
  /** The time ran out (with the text saying so): the server releases the seats on its own. */
  onExpired: (text: string) => void;
  /** The viewer gave the seats back ("Change seats", with `canChange`). */
  onReleased: (seatIds: readonly string[]) => void;
  /** Something failed: ask the server what the hold is now. */
  onUnsure: () => void;
  announce: (text: string) => void;
  canChange: boolean;
}

// Per hold and expiry time, so the summary and the checkout dialog (which take turns showing the
// timer) warn once, and an extension warns again.
const warned = new Set<string>();

/**
 * The hold's countdown with its warning, its one extension and the way to give the seats back.
 */
export function HoldControls(props: HoldControlsProps) {
  const { held, onHeld, onExpired, onReleased, onUnsure, announce, canChange } = props;
  const { holdId, expiresAt, extendable, seatIds } = held.hold;
  const [busy, setBusy] = useState(false);
  const remaining = useCountdown(expiresAt, {
    warnBeforeMs: HOLD_POLICY.warnSecondsBefore * 1000,
    onWarn: () => {
      const key = `${holdId}@${expiresAt}`;
      if (warned.has(key)) return;
      warned.add(key);
      announce(
        `Your seats will be released in less than a minute. ${extendable ? 'Choose Extend to keep them longer.' : 'Complete the payment now.'}`,
      );
    },
    onExpire: () => {
      announce(BOOKING_TEXTS.holdExpired);
      onExpired(BOOKING_TEXTS.holdExpired);
    },
  });

  const extend = () => {
    setBusy(true);
    extendHold(holdId).then(
      (answer) => {
        setBusy(false);
        onHeld({ hold: answer.data, position: answer.position });
        announce(BOOKING_TEXTS.holdExtended);
      },
      () => {
        setBusy(false);
        onUnsure();
      },
    );
  };
  const release = () => {
    setBusy(true);
    releaseSeats(holdId).then(
      () => {
        announce(BOOKING_TEXTS.holdReleased);
        onReleased(seatIds);
      },
      () => {
        setBusy(false);
        onUnsure();
      },
    );
  };

  return (
    <div className="flex items-center gap-3 md:flex-col md:items-stretch">
      <div className="min-w-0 flex-1">
        <HoldTimer remainingMs={remaining ?? 0} extendable={extendable} extending={busy} onExtend={extend} />
      </div>
      {canChange && (
        <button
          type="button"
          onClick={release}
          disabled={busy}
          className="inline-flex min-h-11 shrink-0 items-center text-sm font-semibold text-brand-700 underline-offset-4 hover:underline disabled:opacity-60 md:self-start"
        >
          Change seats
        </button>
      )}
    </div>
  );
}
