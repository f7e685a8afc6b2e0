import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { HOLD_TEXTS } from '@cinema/contracts';
import { AppError, DomainError, tooManyRequests } from '@cinema/server-kit';

/**
 * Limits on the hold calls. Per account first: every call counts, so one account cannot flood a
 * screening. Per client address only refusals count, and generously: thousands of Indian mobile
 * users can share one address behind carrier NAT, and their successful bookings must never add up
 * to a limit. Counts live in each process's memory, like the account limits.
 */
export interface HoldLimits {
  /** Runs `call` for the account from `address`, or refuses with 429 and `Retry-After`. */
  guard<T>(accountId: string, address: string | undefined, call: () => Promise<T>): Promise<T>;
}

const WINDOW_SECONDS = 10 * 60;

function limited(msBeforeNext: number): AppError {
  const error = tooManyRequests(HOLD_TEXTS.tooManyHoldRequests);
  error.retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return error;
}

/** A refusal the client caused (4xx), as opposed to a fault of ours. */
const isRefusal = (error: unknown) =>
  error instanceof DomainError || (error instanceof AppError && error.status < 500);

export function createHoldLimits(options: { perAccount: number; failuresPerAddress: number }): HoldLimits {
  const accounts = new RateLimiterMemory({ points: options.perAccount, duration: WINDOW_SECONDS });
  const failures = new RateLimiterMemory({ points: options.failuresPerAddress, duration: WINDOW_SECONDS });
  return {
    async guard(accountId, address, call) {
      if (address) {
        const spent = await failures.get(address);
        if (spent && spent.consumedPoints >= options.failuresPerAddress) throw limited(spent.msBeforeNext);
      }
      try {
        await accounts.consume(accountId);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) throw limited(rejection.msBeforeNext);
        throw rejection;
      }
      try {
        return await call();
      } catch (error) {
        if (address && isRefusal(error)) await failures.penalty(address, 1);
        throw error;
      }
    },
  };
}
