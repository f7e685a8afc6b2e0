import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { COUNTER_TEXTS } from '@cinema/contracts';
import { tooManyRequests } from '@cinema/server-kit';

/**
 * Counter sales are not held by the viewer hold limits (one live hold per account, 429 after a
 * few dozen hold calls in ten minutes, a pause when holds keep running out): a counter makes many
 * bookings a day and never leaves a hold behind, since a sale books in the decision that checks
 * the seats. Its own limit is what one cashier can physically do, with room to spare: 60 sales a
 * minute per account (a sale a second), so a leaked staff token cannot empty a screening in a
 * burst faster than a person, and a busy counter never meets it. Counts live in process memory,
 * like the other per-account limits.
 */
export const COUNTER_SALES_PER_MINUTE = 60;

export function createCounterLimits(perMinute = COUNTER_SALES_PER_MINUTE) {
  const sales = new RateLimiterMemory({ points: perMinute, duration: 60 });
  return async function consume(accountId: string) {
    try {
      await sales.consume(accountId);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const error = tooManyRequests(COUNTER_TEXTS.tooManySales);
      error.retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw error;
    }
  };
}
