import { screeningOfHold, seatIdFor, type Hold, type SeatLayout } from '@cinema/contracts';
import type { WriteDeps } from '../../deps.ts';
import { handleCommand } from '../../infra/handle-command.ts';
import { pricedSeats, type ScreeningCommand } from './decide.ts';
import { HoldNotFoundError } from './errors.ts';
import { extensionLeft } from './hold-budget.ts';
import { screeningDecider } from './screening-decider.ts';
import { loadScreeningInfo } from './screening-facts.ts';
import type { ScreeningState } from './screening.ts';
import { screeningStreamId } from './stream-id.ts';

export { loadScreeningInfo } from './screening-facts.ts';

/** Who issues the commands nobody asked for (hold expiry). */
export const SYSTEM_ACTOR = 'system:hold-expiry';

/** A command on a screening's stream; the answer carries the screening's state afterwards. */
export async function onScreening(
  deps: Pick<WriteDeps, 'store'>,
  screeningId: string,
  command: ScreeningCommand,
  actorId: string,
) {
  const { events, position, state } = await handleCommand(
    deps.store,
    screeningStreamId(screeningId),
    screeningDecider,
    command,
    { metadata: { actorId } },
  );
  return { events, position, state: state as ScreeningState };
}

/** What a hold call needs to know of who is asking: the account and its network. */
export interface Holder {
  accountId: string;
  clientKey: string | undefined;
}

/**
 * A hold as the seat page shows it; the price comes from the screening's layout. Extendable while
 * its one extension is unused and its seats' hold budget leaves time for it.
 */
export function holdView(
  deps: Pick<WriteDeps, 'holdPolicy' | 'clock'>,
  state: ScreeningState,
  holdId: string,
  layout: SeatLayout,
  holder: Holder,
): Hold {
  const hold = state.holds.get(holdId);
  const screeningId = screeningOfHold(holdId);
  if (!hold || !screeningId) throw new HoldNotFoundError(holdId);
  const now = deps.clock().getTime();
  return {
    holdId,
    screeningId,
    seatIds: hold.seats.map((seat) => seatIdFor(screeningId, seat)),
    expiresAt: hold.expiresAt,
    extendable: !hold.extended && extensionLeft(state, holdId, holder, now, deps.holdPolicy) > 0,
    totalAmountPaise: pricedSeats(layout, hold.seats).reduce((sum, s) => sum + s.pricePaise, 0),
    serverTime: new Date(now).toISOString(),
  };
}

/** The live screening a hold id names; a malformed id or an unknown screening is an unknown hold. */
async function screeningOf(deps: Pick<WriteDeps, 'store'>, holdId: string) {
  const screeningId = screeningOfHold(holdId);
  const info = screeningId ? await loadScreeningInfo(deps, screeningId) : null;
  if (!info) throw new HoldNotFoundError(holdId);
  return info;
}

/** ExtendHold: the hold's one extension, by its owner, while it is live. */
export async function extendHold(deps: WriteDeps, holdId: string, holder: Holder) {
  const screening = await screeningOf(deps, holdId);
  const { screeningId } = screening;
  const { state, position } = await onScreening(
    deps,
    screeningId,
    { type: 'ExtendHold', screeningId, holdId, ...holder, policy: deps.holdPolicy, now: deps.clock() },
    holder.accountId,
  );
  return { hold: holdView(deps, state, holdId, screening.layout, holder), position: position! };
}

/** ReleaseSeats: the viewer gives the seats back; a hold that is gone already changes nothing. */
export async function releaseSeats(deps: WriteDeps, holdId: string, accountId: string) {
  const { screeningId } = await screeningOf(deps, holdId);
  const { position } = await onScreening(
    deps,
    screeningId,
    { type: 'ReleaseHold', screeningId, holdId, accountId, reason: 'released', now: deps.clock() },
    accountId,
  );
  return { holdId, position };
}

/**
 * The screening's expiry timer is due: every hold whose time is up is released, unless it was
 * extended, booked or released meanwhile. Answers the screening's state afterwards.
 */
export async function releaseExpiredHolds(deps: Pick<WriteDeps, 'store' | 'clock'>, screeningId: string) {
  const { events, state } = await onScreening(
    deps,
    screeningId,
    { type: 'ReleaseExpiredHolds', screeningId, now: deps.clock() },
    SYSTEM_ACTOR,
  );
  return { released: events.length, state };
}
