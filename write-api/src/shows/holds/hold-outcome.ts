import type { EventStore } from '@cinema/event-store';
import { loadState } from '../../infra/handle-command.ts';
import { screeningDecider } from '../seats/screening-decider.ts';
import type { ScreeningState } from '../seats/screening.ts';
import { screeningStreamId } from '../seats/stream-id.ts';
import type { AccountHoldsState, HoldOutcome } from './account-holds.ts';

type Latest = NonNullable<AccountHoldsState['latest']>;

/** How a hold ended, read from its screening's state (a live one is about to be replaced). */
export function outcomeIn(state: ScreeningState, latest: Latest, now: Date): HoldOutcome {
  const { holdId, screeningId } = latest;
  const ended = (outcome: HoldOutcome['outcome'], at: number | string): HoldOutcome => ({
    holdId,
    screeningId,
    outcome,
    endedAt: new Date(at).toISOString(),
  });
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
  // Nothing left of it (held before these records were kept): it counts against nobody.
  return ended('released', now.getTime());
}

/** The outcome of the account's latest hold, or null when it never held seats. */
export async function latestHoldOutcome(
  store: EventStore,
  holds: AccountHoldsState,
  now: Date,
): Promise<HoldOutcome | null> {
  if (!holds.latest) return null;
  const { state } = await loadState(store, screeningStreamId(holds.latest.screeningId), screeningDecider);
  return outcomeIn(state, holds.latest, now);
}
