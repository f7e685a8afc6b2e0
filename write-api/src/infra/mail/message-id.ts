import { createHash } from 'node:crypto';

/**
 * A Message-ID that depends only on `key` and the sender's domain: `<hex@domain>` (RFC 5322
 * dot-atom on both sides, whatever characters the key has).
 */
export function messageIdFor(key: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  const local = createHash('sha256').update(key).digest('hex').slice(0, 40);
  return `<${local}@${domain}>`;
}
