import type { OutboxHandler, Reactor } from '@cinema/workflow';
import { screeningOfHold } from '@cinema/contracts';
import { z } from 'zod';
import type { WriteDeps } from '../../deps.ts';
import { releaseExpiredHold } from './commands.ts';

/*
 * Hold expiry through the durable timers: every SeatsHeld and HoldExtended schedules a timer for
 * the hold's expiry at that moment (its id names the expiry, so an extension adds a later timer
 * instead of moving one that may have fired). When due, ReleaseHold(expired) is issued; it is
 * idempotent by state: a hold extended, booked or released meanwhile changes nothing.
 */

export const RELEASE_HOLD = 'release-hold';
const releasePayload = z.object({ holdId: z.string(), expiresAt: z.string().optional() });

export const holdExpiryTimerId = (holdId: string, expiresAt: string) => `hold-expiry:${holdId}:${expiresAt}`;

export const holdExpiryReactor: Reactor = {
  name: 'hold-expiry',
  handles: ['SeatsHeld', 'HoldExtended'],
  react: (event) => {
    if (event.type !== 'SeatsHeld' && event.type !== 'HoldExtended') return [];
    const { holdId, screeningId, expiresAt } = event.data;
    return [
      {
        schedule: holdExpiryTimerId(holdId, expiresAt),
        kind: RELEASE_HOLD,
        payload: { holdId, screeningId, expiresAt },
        dueAt: new Date(expiresAt),
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
    if (!parsed.success || !screeningOfHold(parsed.data.holdId)) return { drop: 'not a hold expiry' };
    const { hold } = await releaseExpiredHold(deps, parsed.data.holdId);
    // Fired before this process's clock reached the expiry (another process's clock ran ahead):
    // the outbox tries again later rather than leaving the hold to no timer.
    if (
      hold &&
      hold.expiresAt === parsed.data.expiresAt &&
      Date.parse(hold.expiresAt) > deps.clock().getTime()
    )
      throw new Error(`hold ${hold.holdId} does not expire before ${hold.expiresAt}`);
  },
});
