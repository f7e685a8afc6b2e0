import { ipKeyGenerator } from 'express-rate-limit';
import { normalizeEmail } from '@cinema/contracts';
import { DomainError } from '@cinema/server-kit';
import { OTP_MESSAGES } from './decide.ts';

const HOUR_MS = 3600_000;
const SWEEP_EVERY = 1000;

/**
 * How many of an email's hourly codes one client address may ask for. Smaller than the
 * per-email limit, so a stranger cannot use up every code the owner could get this hour. Kept in
 * memory, per process, like the per-IP limits.
 */
export interface SendShares {
  /** Refuses (as the per-email limit does) when this address has had its share of codes for the email. */
  check(ip: string, email: string): void;
  record(ip: string, email: string): void;
}

export function createSendShares(perHour: number, clock: () => Date): SendShares {
  const sent = new Map<string, number[]>();
  let records = 0;
  const keyOf = (ip: string, email: string) => `${ipKeyGenerator(ip)} ${normalizeEmail(email)}`;
  const recent = (key: string, now: number) => (sent.get(key) ?? []).filter((t) => now - t < HOUR_MS);
  return {
    check(ip, email) {
      if (recent(keyOf(ip, email), clock().getTime()).length >= perHour)
        throw new DomainError('OTP_SEND_LIMIT', OTP_MESSAGES.tooManySends);
    },
    record(ip, email) {
      const now = clock().getTime();
      const key = keyOf(ip, email);
      sent.set(key, [...recent(key, now), now]);
      if (++records % SWEEP_EVERY === 0)
        for (const [k, times] of sent) if (times.every((t) => now - t >= HOUR_MS)) sent.delete(k);
    },
  };
}
