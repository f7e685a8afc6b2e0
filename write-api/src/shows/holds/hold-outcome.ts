import type { EventStore } from '@cinema/event-store';
import { loadKnownState, loadState } from '../../infra/handle-command.ts';
import { screeningDecider } from '../seats/screening-decider.ts';
import type { ScreeningState } from '../seats/screening.ts';
import { screeningStreamId } from '../seats/stream-id.ts';
import type { AccountHoldsState, HoldOutcome } from './account-holds.ts';

type Latest = NonNullable<AccountHoldsState['latest']>;

/** How a hold ended, read from its screening's state (a live one is about to be replaced). */
export function outcomeIn(state: ScreeningState, latest: Latest, now: Date): HoldOutcome {
  // Nothing left of it (held before these records were kept): it counts against nobody.
  return recordedOutcome(state, latest, now) ?? endedAt(latest, 'released', now.getTime());
}

const endedAt = ({ holdId, screeningId }: Latest, outcome: HoldOutcome['outcome'], at: number | string) => ({
  holdId,
  screeningId,
  outcome,
  endedAt: new Date(at).toISOString(),
});

/** How the screening's state says the hold ended; null when it holds nothing of it. */
function recordedOutcome(state: ScreeningState, latest: Latest, now: Date): HoldOutcome | null {
  const { holdId } = latest;
  const ended = (outcome: HoldOutcome['outcome'], at: number | string) => endedAt(latest, outcome, at);
  const hold = state.holds.get(holdId);
  if (hold) {
    const expiresAt = Date.parse(hold.expiresAt);
    return expiresAt > now.getTime() ? ended('replaced', now.getTime()) : ended('expired', expiresAt);
  }
  for (const booking of state.bookings.values())
    if (booking.holdId === holdId) return ended('booked', booking.bookedAt);
  for (const spans of state.spans.values()) {
    const span = spans.find((s) => s.holdId === holdId);
    if (!span) continue;
    if (span.end === 'booked') return ended('booked', span.to);
    const ranOut = span.end === 'expired' || (span.end === 'open' && span.to <= now.getTime());
    return ended(ranOut ? 'expired' : 'released', span.to);
  }
  return null;
}

/**
 * The outcome of the account's latest hold, or null when it never held seats. Its screening's
 * state is taken as this process last knew it: another process may have appended since, which is
 * harmless where the outcome found is final (booked, released) or about to be checked by an append
 * (a live hold is released or replaced through its screening's stream). Only what this process
 * may not have seen yet (a hold it knows nothing of) or what counts against the viewer (a hold
 * that ran out) is read again up to date.
 */
export async function latestHoldOutcome(
  store: EventStore,
  holds: AccountHoldsState,
  now: Date,
): Promise<HoldOutcome | null> {
  const latest = holds.latest;
  if (!latest) return null;
  const streamId = screeningStreamId(latest.screeningId);
  const known = await loadKnownState(store, streamId, screeningDecider);
  const outcome = recordedOutcome(known.state, latest, now);
  if (known.fresh || (outcome !== null && outcome.outcome !== 'expired'))
    return outcome ?? outcomeIn(known.state, latest, now);
  return outcomeIn((await loadState(store, streamId, screeningDecider)).state, latest, now);
}
