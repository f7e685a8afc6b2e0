import { HOLD_TEXTS } from '@cinema/contracts';
import { DomainError } from '@cinema/server-kit';
import type { AccountHoldsState, HoldOutcome } from './account-holds.ts';

/**
 * An account whose holds keep running out unpaid waits before holding again: one run-out is a
 * viewer who changed their mind; each further one within two hours makes the wait longer, and the
 * fourth pauses the account for an hour. Counted per account, so nobody else on the network waits.
 */
export const PAUSE_RULES = {
  windowMs: 2 * 3_600_000,
  /** Wait after the latest run-out, by how many ran out in the window (index 0 = one). */
  waitsMs: [0, 5 * 60_000, 15 * 60_000, 60 * 60_000],
} as const;

export class HoldsPausedError extends DomainError {
  constructor(
    readonly ranOut: number,
    readonly until: Date,
    now: Date,
  ) {
    super('HOLDS_PAUSED', HOLD_TEXTS.paused(ranOut, until));
    this.retryAfterSeconds = Math.ceil((until.getTime() - now.getTime()) / 1000);
  }
}

/** Throws when the account must still wait, counting its latest hold if that one ran out too. */
export function assertMayHold(state: AccountHoldsState, latest: HoldOutcome | null, now: Date) {
  const since = now.getTime() - PAUSE_RULES.windowMs;
  const ranOut = state.ranOut.filter((at) => at > since);
  if (latest?.outcome === 'expired' && Date.parse(latest.endedAt) > since)
    ranOut.push(Date.parse(latest.endedAt));
  if (ranOut.length === 0) return;
  const waits = PAUSE_RULES.waitsMs;
  const wait = waits[Math.min(ranOut.length, waits.length) - 1]!;
  const until = new Date(Math.max(...ranOut) + wait);
  if (until > now) throw new HoldsPausedError(ranOut.length, until, now);
}

export class PaymentInProgressError extends DomainError {
  constructor(readonly orderId: string) {
    super('PAYMENT_IN_PROGRESS', HOLD_TEXTS.paymentInProgress);
  }
}
