/**
 * A token bucket: `burst` messages at once, refilled at `perSecond`. `take()` is false once the
 * bucket is empty, which is when a socket is sending faster than any seat page would.
 */
export function tokenBucket(
  { perSecond, burst }: { perSecond: number; burst: number },
  now: () => number = Date.now,
) {
  let tokens = burst;
  let last = now();
  return {
    take(): boolean {
      const t = now();
      tokens = Math.min(burst, tokens + ((t - last) / 1000) * perSecond);
      last = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
