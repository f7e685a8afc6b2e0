export interface BackoffPolicy {
  /** Delay after the first failed attempt; doubled after each further one. */
  baseMs: number;
  maxMs: number;
  /** Attempts before a message is given up as 'failed' (kept, logged, counted in health). */
  maxAttempts: number;
}

/** 1 s, 2 s, 4 s … capped at 15 minutes; twelve attempts span about an hour and a half. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 1000, maxMs: 15 * 60_000, maxAttempts: 12 };

/**
 * Exponential backoff with up to 25 % added at random, so senders that failed together (an SMTP
 * outage) do not all come back in the same instant.
 */
export function retryDelay(policy: BackoffPolicy, attempts: number, random = Math.random): number {
  const exponential = policy.baseMs * 2 ** Math.max(0, attempts - 1);
  return Math.min(policy.maxMs, exponential) * (1 + random() / 4);
}
