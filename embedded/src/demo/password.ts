import { randomInt } from 'node:crypto';

/** The demo accounts' password of this install, kept in the data folder (owner-only) like the token key. */
export const DEMO_PASSWORD_FILE = 'demo-password';

// Letters and digits nobody misreads (no i, l, o, 0, 1).
const READABLE = 'abcdefghjkmnpqrstuvwxyz23456789';
const UPPER = 'ABCDEFGHJKMNPQRSTUVWXYZ';
const DIGITS = '23456789';

/** e.g. `Hq7c-m2xa-9fwe-k4t5`: about 77 random bits, an upper-case letter, a digit and a symbol. */
export function newDemoPassword(): string {
  const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]!;
  const chars = [pick(UPPER), ...Array.from({ length: 14 }, () => pick(READABLE)), pick(DIGITS)];
  return [0, 4, 8, 12].map((at) => chars.slice(at, at + 4).join('')).join('-');
}
