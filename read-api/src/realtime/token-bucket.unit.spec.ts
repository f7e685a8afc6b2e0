import { describe, expect, it } from 'vitest';
import { tokenBucket } from './token-bucket.ts';

describe('a socket message token bucket', () => {
  it('allows a burst, then refuses until time refills it at the sustained rate', () => {
    let now = 0;
    const bucket = tokenBucket({ perSecond: 5, burst: 3 }, () => now);
    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now += 200; // one token at 5 per second
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    now += 60_000; // never more than the burst, however long the socket was quiet
    expect(Array.from({ length: 4 }, () => bucket.take())).toEqual([true, true, true, false]);
  });
});
