import {
  holdIdFor,
  screeningOfHold,
  seatIdFor,
  splitSeatId,
  type Hold,
  type SeatLayout,
} from '@cinema/contracts';
import type { WriteDeps } from '../../deps.ts';
import { handleCommand } from '../../infra/handle-command.ts';
import { pricedSeats, type ScreeningCommand } from './decide.ts';
import { HoldNotFoundError } from './errors.ts';
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

/** A hold as the seat page shows it; the price comes from the screening's layout. */
export function holdView(state: ScreeningState, holdId: string, layout: SeatLayout): Hold {
  const hold = state.holds.get(holdId);
  const screeningId = screeningOfHold(holdId);
  if (!hold || !screeningId) throw new HoldNotFoundError(holdId);
  return {
    holdId,
    screeningId,
    seatIds: hold.seats.map((seat) => seatIdFor(screeningId, seat)),
    expiresAt: hold.expiresAt,
    extendable: !hold.extended,
    totalAmountPaise: pricedSeats(layout, hold.seats).reduce((sum, s) => sum + s.pricePaise, 0),
  };
}

/** The live screening a hold id names; a malformed id or an unknown screening is an unknown hold. */
async function screeningOf(deps: Pick<WriteDeps, 'store'>, holdId: string) {
  const screeningId = screeningOfHold(holdId);
  const info = screeningId ? await loadScreeningInfo(deps, screeningId) : null;
  if (!info) throw new HoldNotFoundError(holdId);
  return info;
}

/** ReserveSeats: holds the seats (ids validated by the contract: 1 to 10 of one screening). */
export async function reserveSeats(deps: WriteDeps, seatIds: readonly string[], accountId: string) {
  const seats = seatIds.map((id) => splitSeatId(id)!);
  const screeningId = seats[0]!.screeningId;
  const screening = await loadScreeningInfo(deps, screeningId);
  const holdId = holdIdFor(screeningId, deps.newId());
  const command: ScreeningCommand = {
    type: 'HoldSeats',
    screeningId,
    holdId,
    accountId,
    seats: seats.map((s) => s.seatNumber),
    screening,
    holdMs: deps.holdPolicy.holdMs,
    now: deps.clock(),
  };
  const { state, position } = await onScreening(deps, screeningId, command, accountId);
  return { hold: holdView(state, holdId, screening!.layout), position: position! };
}

/** ExtendHold: the hold's one extension, by its owner, while it is live. */
export async function extendHold(deps: WriteDeps, holdId: string, accountId: string) {
  const screening = await screeningOf(deps, holdId);
  const { screeningId } = screening;
  const { state, position } = await onScreening(
    deps,
    screeningId,
    {
      type: 'ExtendHold',
      screeningId,
      holdId,
      accountId,
      extendMs: deps.holdPolicy.extendMs,
      now: deps.clock(),
    },
    accountId,
  );
  return { hold: holdView(state, holdId, screening.layout), position: position! };
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

/** The hold's timer ran out: released unless it was extended, booked or released meanwhile. */
export async function releaseExpiredHold(deps: Pick<WriteDeps, 'store' | 'clock'>, holdId: string) {
  const screeningId = screeningOfHold(holdId);
  if (!screeningId) throw new HoldNotFoundError(holdId);
  const { events, position, state } = await onScreening(
    deps,
    screeningId,
    { type: 'ReleaseHold', screeningId, holdId, accountId: null, reason: 'expired', now: deps.clock() },
    SYSTEM_ACTOR,
  );
  return { released: events.length > 0, position, hold: state.holds.get(holdId) };
}
