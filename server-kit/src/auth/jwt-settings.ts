import { z } from 'zod';
import type { TokenSettings } from './tokens.ts';

/**
 * Signing keys that were ever written into this repository or its documentation. Anyone can read
 * them, so they never sign a token, whatever NODE_ENV says.
 */
export const PUBLISHED_SECRETS: readonly string[] = [
  'dev-only-secret-change-me-0123456789abcdef',
  'change-me-to-a-long-random-secret-value',
  'a-real-production-secret-of-enough-length',
  'another-secret-another-secret-1234',
];

const PLACEHOLDER_WORDS = ['changeme', 'secret', 'password', 'example', 'default', 'replace', 'placeholder'];
/** Estimated bits (character frequencies × length); 32 random hex characters give 100–125. */
const MIN_ESTIMATED_BITS = 80;
const MIN_DISTINCT_CHARACTERS = 8;

/** Why a production signing key is unacceptable, or null when it looks like a random value. */
export function weakSecretReason(secret: string): string | null {
  if (secret.length < 32) return 'must be at least 32 characters';
  if (PUBLISHED_SECRETS.includes(secret)) return 'is published in the repository: generate your own';
  const letters = secret.toLowerCase().replace(/[^a-z0-9]/g, '');
  const word = PLACEHOLDER_WORDS.find((w) => letters.includes(w));
  if (word) return `looks like a placeholder (contains "${word}"): use e.g. \`openssl rand -base64 48\``;
  if (/^(.+?)\1+$/s.test(secret)) return 'is a repeated pattern: use e.g. `openssl rand -base64 48`';
  // Keyboard and alphabet runs (abcdef…, 123456…) have many distinct characters but no randomness.
  let steps = 0;
  for (let i = 1; i < secret.length; i++)
    if (Math.abs(secret.charCodeAt(i) - secret.charCodeAt(i - 1)) <= 1) steps++;
  if (steps * 3 >= secret.length * 2) return 'is a run of characters: use e.g. `openssl rand -base64 48`';
  const counts = new Map<string, number>();
  for (const c of secret) counts.set(c, (counts.get(c) ?? 0) + 1);
  const bitsPerChar = [...counts.values()].reduce((bits, n) => {
    const p = n / secret.length;
    return bits - p * Math.log2(p);
  }, 0);
  if (counts.size < MIN_DISTINCT_CHARACTERS || bitsPerChar * secret.length < MIN_ESTIMATED_BITS)
    return 'has too little randomness: use e.g. `openssl rand -base64 48`';
  return null;
}

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400, w: 604_800 };

/** "7d", "12h", "90m", "45s", "3600" (seconds) → seconds; anything else → undefined. */
export function parseDurationSeconds(text: string): number | undefined {
  const match = /^(\d+)\s*([smhdw]?)$/.exec(text.trim());
  if (!match) return undefined;
  const seconds = Number(match[1]) * UNIT_SECONDS[match[2] || 's']!;
  return seconds > 0 ? seconds : undefined;
}

export const durationSchema = z.string().transform((text, ctx) => {
  const seconds = parseDurationSeconds(text);
  if (seconds === undefined) {
    ctx.addIssue({ code: 'custom', message: 'must be a duration like 7d, 12h, 90m or 3600 (seconds)' });
    return z.NEVER;
  }
  return seconds;
});

/** The token settings of a parsed configuration (see commonConfigSchema). */
export const tokenSettingsFrom = (config: {
  JWT_SECRET: string;
  JWT_EXPIRES_IN: number;
  JWT_MAX_AGE?: number | undefined;
}): TokenSettings => ({
  secret: config.JWT_SECRET,
  expiresInSeconds: config.JWT_EXPIRES_IN,
  maxAgeSeconds: config.JWT_MAX_AGE ?? config.JWT_EXPIRES_IN,
});
