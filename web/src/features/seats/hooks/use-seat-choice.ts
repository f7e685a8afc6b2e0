import { useCallback, useEffect, useState } from 'react';
import { LIMITS } from '@cinema/contracts/browser';
import type { SeatStatus } from '../utils/apply-seat-push';
import { forgetSelection, readSelection } from '../utils/saved-selection';

export const TOO_MANY_SEATS = `You can book at most ${LIMITS.maxSeatsPerBooking} seats at a time`;

/**
 * The seats the viewer is choosing, in the order chosen. Only seats still Available count: one
 * someone else takes drops out. Seats chosen before a detour to the login page return.
 */
export function useSeatChoice(
  screeningId: string,
  statuses: Readonly<Record<string, SeatStatus>>,
  /** While seats are being held or are held, the choice stays as it is (they read as Reserved). */
  paused: boolean,
  onTaken: (seatIds: readonly string[]) => void,
) {
  const [selection, setSelection] = useState<string[]>(() => readSelection(screeningId));
  const [seen, setSeen] = useState(statuses);
  useEffect(forgetSelection, []);
  // A chosen seat that someone else takes leaves the choice for good. Seats chosen again while
  // their release is on its way (after a failed payment) were not Available before, so they stay.
  if (seen !== statuses) {
    setSeen(statuses);
    const taken = selection.filter((id) => statuses[id] !== 'Available' && seen[id] === 'Available');
    if (!paused && taken.length > 0) {
      setSelection(selection.filter((id) => !taken.includes(id)));
      onTaken(taken);
    }
  }
  const chosen = selection.filter((id) => statuses[id] === 'Available');

  /** Adds or removes a seat; false when the limit stops it. */
  const toggle = (seatId: string): boolean => {
    if (chosen.includes(seatId)) {
      setSelection(chosen.filter((id) => id !== seatId));
      return true;
    }
    if (chosen.length >= LIMITS.maxSeatsPerBooking) return false;
    setSelection([...chosen, seatId]);
    return true;
  };
  const replace = useCallback((seatIds: readonly string[]) => setSelection([...seatIds]), []);

  return { selection, chosen, toggle, replace };
}
