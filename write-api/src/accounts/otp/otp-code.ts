import { createHmac, randomInt } from 'node:crypto';
import { normalizeEmail } from '@cinema/contracts';

/** Six digits from the operating system's cryptographic source. */
export const generateOtp = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/**
 * Codes are stored only as a keyed hash bound to the email and purpose, so the event log never
 * holds a usable code and `decide` can compare hashes without doing I/O.
 */
export const hashOtp = (secret: string, purpose: string, email: string, code: string) =>
  createHmac('sha256', secret)
    .update(`${purpose}:${normalizeEmail(email)}:${code.trim()}`)
    .digest('hex');
