import { holdIdFor, splitSeatId } from '@cinema/contracts';
import type { WriteDeps } from '../../deps.ts';
import { afterHold, beforeHold } from '../holds/one-live-hold.ts';
import { holdView, loadScreeningInfo, onScreening, type Holder } from './commands.ts';

/**
 * ReserveSeats: holds the seats (ids validated by the contract: 1 to 10 of one screening) as the
 * account's one live hold. An account that must wait (its holds keep running out) is refused
 * first; the account's hold on another screening is given back; the hold's length is cut to its
 * seats' budget.
 */
export async function reserveSeats(deps: WriteDeps, seatIds: readonly string[], holder: Holder) {
  const seats = seatIds.map((id) => splitSeatId(id)!);
  const screeningId = seats[0]!.screeningId;
  const now = deps.clock();
  const latest = await beforeHold(deps, holder.accountId, screeningId, now);
  const screening = await loadScreeningInfo(deps, screeningId);
  const holdId = holdIdFor(screeningId, deps.newId());
  const { state, position } = await onScreening(
    deps,
    screeningId,
    {
      type: 'HoldSeats',
      screeningId,
      holdId,
      ...holder,
      seats: seats.map((s) => s.seatNumber),
      screening,
      policy: deps.holdPolicy,
      now,
    },
    holder.accountId,
  );
  const hold = holdView(deps, state, holdId, screening!.layout, holder);
  const last = await afterHold(deps, { ...holder, holdId, screeningId, position: position! }, latest, now);
  return { hold, position: last };
}
