import { HOLD_TEXTS } from '@cinema/contracts';
import { DomainError } from '@cinema/server-kit';
import type { ScreeningState, SeatSpan } from './screening.ts';

/**
 * How long seats may be kept without paying. A seat can be under one account's holds, and under
 * the holds of all accounts on one network, for at most `budgetMs` (one hold plus its extension)
 * in any `windowMs`; an account whose hold on a seat ran out cannot hold that seat again until the
 * window has passed. So nobody can keep seats by re-holding them, alone or with other accounts.
 */
export interface HoldPolicy {
  holdMs: number;
  extendMs: number;
  windowMs: number;
}

/** A hold shorter than this is not worth giving: the viewer could not pay in time. */
export const MIN_HOLD_MS = 60_000;

export const budgetOf = (policy: HoldPolicy) => policy.holdMs + policy.extendMs;

/** The account held these seats as long as one booking allows; they go to others until `until`. */
export class HeldTooLongError extends DomainError {
  constructor(
    readonly seats: readonly string[],
    readonly until: Date,
    byNetwork: boolean,
  ) {
    super(
      'SEATS_HELD_TOO_LONG',
      byNetwork ? HOLD_TEXTS.networkHeldTooLong(until) : HOLD_TEXTS.heldTooLong(until),
    );
  }
}

export class NoMoreHoldTimeError extends DomainError {
  constructor(readonly holdId: string) {
    super('HOLD_NO_MORE_TIME', HOLD_TEXTS.noMoreTime);
  }
}

interface Who {
  accountId: string;
  clientKey: string | undefined;
}

/** When a span stops counting: a live hold being replaced (or extended) counts up to `now`. */
const spanEnd = (span: SeatSpan, now: number) => (span.end === 'open' && span.to > now ? now : span.to);

const ranOut = (span: SeatSpan, now: number) =>
  span.end === 'expired' || (span.end === 'open' && span.to <= now);

interface SeatUse {
  /** Time under the account's own holds within the window. */
  own: number;
  /** Time under holds made from the same network (the account's included). */
  network: number;
  /** The latest end among the spans counted, for "until when". */
  lastOwnEnd: number;
  lastNetworkEnd: number;
  /** The end of the account's own hold that ran out within the window, if any. */
  ranOutAt: number | null;
}

/** How much of one seat's budget the account and its network used in the window ending at `now`. */
export function seatUse(
  state: ScreeningState,
  seat: string,
  who: Who,
  now: number,
  windowMs: number,
  exceptHold?: string,
): SeatUse {
  const use: SeatUse = { own: 0, network: 0, lastOwnEnd: 0, lastNetworkEnd: 0, ranOutAt: null };
  const since = now - windowMs;
  for (const span of state.spans.get(seat) ?? []) {
    if (span.holdId === exceptHold || span.end === 'booked') continue;
    const own = span.accountId === who.accountId;
    const network = who.clientKey !== undefined && span.clientKey === who.clientKey;
    if (!own && !network) continue;
    const end = spanEnd(span, now);
    const counted = Math.max(0, end - Math.max(span.from, since));
    if (own) {
      use.own += counted;
      use.lastOwnEnd = Math.max(use.lastOwnEnd, end);
      if (ranOut(span, now) && end > since) use.ranOutAt = Math.max(use.ranOutAt ?? 0, end);
    }
    if (own || network) {
      use.network += counted;
      use.lastNetworkEnd = Math.max(use.lastNetworkEnd, end);
    }
  }
  return use;
}

/**
 * How long a new hold on `seats` may last for this account at `now`: the configured hold, cut to
 * what is left of every seat's budget. Refuses seats whose budget is spent, saying until when.
 */
export function holdDuration(
  state: ScreeningState,
  seats: readonly string[],
  who: Who,
  now: number,
  policy: HoldPolicy,
): number {
  const budget = budgetOf(policy);
  let duration = policy.holdMs;
  for (const seat of seats) {
    const use = seatUse(state, seat, who, now, policy.windowMs);
    if (use.ranOutAt !== null)
      throw new HeldTooLongError(seats, new Date(use.ranOutAt + policy.windowMs), false);
    const left = budget - Math.max(use.own, use.network);
    if (left < MIN_HOLD_MS) {
      const byNetwork = use.network > use.own;
      const until = (byNetwork ? use.lastNetworkEnd : use.lastOwnEnd) + policy.windowMs;
      throw new HeldTooLongError(seats, new Date(until), byNetwork);
    }
    duration = Math.min(duration, left);
  }
  return duration;
}

/** How much longer a live hold may run (0 when its seats' budget is spent). */
export function extensionLeft(
  state: ScreeningState,
  holdId: string,
  who: Who,
  now: number,
  policy: HoldPolicy,
): number {
  const hold = state.holds.get(holdId);
  if (!hold) return 0;
  const planned = Date.parse(hold.expiresAt) - Date.parse(hold.heldAt);
  let left = policy.extendMs;
  for (const seat of hold.seats) {
    const use = seatUse(state, seat, who, now, policy.windowMs, holdId);
    left = Math.min(left, budgetOf(policy) - planned - Math.max(use.own, use.network));
  }
  return left >= MIN_HOLD_MS ? left : 0;
}
