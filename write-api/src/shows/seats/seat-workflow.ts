import type { OutboxHandler, Reactor } from '@cinema/workflow';
import { splitScreeningId } from '@cinema/contracts';
import { z } from 'zod';
import type { WriteDeps } from '../../deps.ts';
import { releaseExpiredHolds } from './commands.ts';

/*
 * Hold expiry through the durable timers. Every SeatsHeld and HoldExtended needs a timer at or
 * after the hold's expiry; holds of one screening that run out within the same EXPIRY_STEP_MS share
 * one, due at the end of that step, so a busy screening keeps a timer row per few seconds instead
 * of one per hold. When due, ReleaseExpiredHolds releases every hold of the screening whose time is
 * up; it is idempotent by state (a hold extended, booked or released meanwhile changes nothing), so
 * a timer that fires late, twice, or after its holds went some other way is harmless.
 */

export const RELEASE_HOLD = 'release-hold';
/** How late past its expiry a hold may be released, at most, for sharing a timer. */
export const EXPIRY_STEP_MS = 2_000;

const releasePayload = z.object({
  screeningId: z.string(),
  /** When the timer is due (every hold it serves has expired by then). */
  dueAt: z.string().optional(),
  /** Timers scheduled before they were shared named one hold's expiry instead. */
  expiresAt: z.string().optional(),
});

/** The end of the step in which `expiresAt` falls: when the shared timer of that step is due. */
export function expiryDueAt(expiresAt: string): Date {
  return new Date(Math.ceil(Date.parse(expiresAt) / EXPIRY_STEP_MS) * EXPIRY_STEP_MS);
}

export const holdExpiryTimerId = (screeningId: string, dueAt: Date) =>
  `hold-expiry:${screeningId}:${dueAt.toISOString()}`;

export const holdExpiryReactor: Reactor = {
  name: 'hold-expiry',
  handles: ['SeatsHeld', 'HoldExtended'],
  // Every hold is its event: at 50 ms a spread of holds made this twenty transactions a second. A
  // timer due minutes ahead (EXPIRY_STEP_MS late at most anyway) loses nothing by half a second.
  batchIntervalMs: 500,
  react: (event) => {
    if (event.type !== 'SeatsHeld' && event.type !== 'HoldExtended') return [];
    const { screeningId, expiresAt } = event.data;
    const dueAt = expiryDueAt(expiresAt);
    return [
      {
        schedule: holdExpiryTimerId(screeningId, dueAt),
        kind: RELEASE_HOLD,
        payload: { screeningId, dueAt: dueAt.toISOString() },
        dueAt,
      },
    ];
  },
};

/** Reactors of the seats slice (hold expiry timers). */
export const seatReactors: readonly Reactor[] = [holdExpiryReactor];

/** How the seats slice's outbox messages and due items are delivered. */
export const seatHandlers = (deps: WriteDeps): Record<string, OutboxHandler> => ({
  [RELEASE_HOLD]: async (message) => {
    const parsed = releasePayload.safeParse(message.payload);
    if (!parsed.success || !splitScreeningId(parsed.data.screeningId)) return { drop: 'not a hold expiry' };
    const { screeningId } = parsed.data;
    const dueAt = parsed.data.dueAt ?? parsed.data.expiresAt;
    // Fired before this process's clock reached the due time (another process's clock ran ahead):
    // the outbox tries again later, or the holds it serves would be left with no timer.
    if (dueAt !== undefined && Date.parse(dueAt) > deps.clock().getTime())
      throw new Error(`the hold expiry timer of ${screeningId} is not due before ${dueAt}`);
    await releaseExpiredHolds(deps, screeningId);
  },
});
