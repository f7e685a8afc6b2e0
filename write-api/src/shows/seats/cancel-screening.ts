import type { EventOf } from '@cinema/contracts';
import type { ScreeningFacts } from './decide.ts';
import { ScreeningCancelledError, ScreeningNotFoundError, ScreeningStartedError } from './errors.ts';
import type { ScreeningState } from './screening.ts';

export interface CancelScreening {
  type: 'CancelScreening';
  screeningId: string;
  reason: string;
  cancelledBy: string;
  screening: ScreeningFacts | null;
  /**
   * When the cancellation was decided: a whole show's cancellation is carried to each screening
   * later (by the outbox), and a screening still to come then counts as such.
   */
  decidedAt: Date;
  now: Date;
}

/** Refuses a command on a screening the cinema cancelled. */
export function refuseIfCancelled(state: ScreeningState, screeningId: string) {
  if (state.cancelled) throw new ScreeningCancelledError(screeningId, state.cancelled.reason);
}

/**
 * CancelScreening: every hold is released (open seat pages hear it) and the screening is
 * cancelled with the bookings to refund. Once only: a second cancellation changes nothing; a
 * screening that had begun when the cancellation was decided is refused (it took place).
 */
export function cancelScreening(
  command: CancelScreening,
  state: ScreeningState,
): EventOf<'HoldReleased' | 'ScreeningCancelled'>[] {
  if (state.cancelled) return [];
  if (!command.screening) throw new ScreeningNotFoundError(command.screeningId);
  if (command.decidedAt >= command.screening.startsAt) throw new ScreeningStartedError(command.screeningId);
  const at = command.now.toISOString();
  const released = [...state.holds.values()]
    .filter((hold) => hold.seats.length > 0)
    .map((hold): EventOf<'HoldReleased'> => ({
      type: 'HoldReleased',
      data: {
        screeningId: command.screeningId,
        holdId: hold.holdId,
        seats: [...hold.seats],
        reason: 'cancelled',
        releasedAt: at,
      },
    }));
  const bookings = [...state.bookings.values()].map((b) => ({
    bookingId: b.bookingId,
    orderId: b.orderId,
    accountId: b.accountId,
    totalPaise: b.totalPaise,
  }));
  return [
    ...released,
    {
      type: 'ScreeningCancelled',
      data: {
        screeningId: command.screeningId,
        reason: command.reason,
        cancelledBy: command.cancelledBy,
        cancelledAt: at,
        bookings,
      },
    },
  ];
}
