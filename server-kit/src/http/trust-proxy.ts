import { isIP } from 'node:net';
import { z } from 'zod';

/** What Express's `trust proxy` gets: nothing, a hop count, or the proxies' addresses/subnets. */
export type TrustProxy = false | number | string[];

const KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (KEYWORDS.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * `TRUST_PROXY`: `false` (default: the peer's address is the client's), a number of proxy hops,
 * or comma-separated proxy addresses/subnets (`loopback`, `10.0.0.0/8`, …). `true` is refused:
 * it would let any client pick its own address with X-Forwarded-For and escape per-IP limits.
 */
export const trustProxySetting = z
  .string()
  .default('false')
  .transform((value, ctx): TrustProxy => {
    const text = value.trim();
    if (text === '' || text === 'false') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length === 0) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        text === 'true'
          ? 'true would trust any client’s X-Forwarded-For: give a hop count or the proxies’ addresses'
          : `not a proxy address, subnet or keyword (loopback, linklocal, uniquelocal): ${bad.join(', ')}`,
    });
    return z.NEVER;
  });
