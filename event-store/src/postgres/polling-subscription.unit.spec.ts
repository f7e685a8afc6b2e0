import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Position, RecordedEvent } from '../port.ts';
import { pollingSubscription } from './polling-subscription.ts';
import type { WakeSource } from './wake.ts';

const event = (n: number): RecordedEvent => ({
  streamId: 's',
  revision: n,
  type: 'T',
  data: { n },
  metadata: {},
  position: `1:${n}`,
  recordedAt: new Date(0),
});

function fakeWake() {
  let onWake: ((position?: string) => void) | undefined;
  const source: WakeSource = {
    start: async (fn) => void (onWake = fn),
    stop: async () => void (onWake = undefined),
  };
  return { source, wake: (position?: string) => onWake?.(position) };
}

describe('polling subscription', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('polls slowly when idle, and retries 10, 20, 40… ms after a wake-up', async () => {
    const reads: number[] = [];
    const wake = fakeWake();
    const read = async (): Promise<RecordedEvent[]> => {
      reads.push(Date.now());
      return [];
    };
    const sub = pollingSubscription(
      { read, wake: wake.source, pollIntervalMs: 1000 },
      { from: '0:0', handler: async () => {} },
    );
    await vi.advanceTimersByTimeAsync(3500);
    expect(reads.length).toBe(4); // at 0, 1000, 2000, 3000
    const start = Date.now();
    wake.wake();
    await vi.advanceTimersByTimeAsync(1000);
    const gaps = reads.filter((t) => t >= start).map((t, i, all) => (i === 0 ? t - start : t - all[i - 1]!));
    expect(gaps.slice(0, 7)).toEqual([0, 10, 20, 40, 80, 160, 320]);
    await sub.close();
  });

  it('reads after a wake-up that names a position only until it has read past it', async () => {
    const log: RecordedEvent[] = [];
    const reads: Position[] = [];
    const wake = fakeWake();
    const read = async (after: Position) => {
      reads.push(after);
      return log.filter((e) => Number(e.revision) > Number(after.split(':')[1]));
    };
    const delivered: number[] = [];
    const sub = pollingSubscription(
      { read, wake: wake.source, pollIntervalMs: 1000 },
      { from: '0:0', handler: async (batch) => void delivered.push(...batch.map((e) => e.revision)) },
    );
    await vi.advanceTimersByTimeAsync(100);
    reads.length = 0;
    // Committed and announced: one read brings it, and nothing more is asked for.
    log.push(event(1), event(2));
    wake.wake('1:2');
    await vi.advanceTimersByTimeAsync(200);
    expect(delivered).toEqual([1, 2]);
    expect(reads).toEqual(['0:0']);
    // A wake-up for what it already read costs no read at all.
    wake.wake('1:1');
    await vi.advanceTimersByTimeAsync(200);
    expect(reads).toEqual(['0:0']);
    // Announced but still hidden behind an older open transaction: it keeps looking until it shows.
    wake.wake('1:3');
    await vi.advanceTimersByTimeAsync(35);
    log.push(event(3));
    await vi.advanceTimersByTimeAsync(100);
    expect(delivered).toEqual([1, 2, 3]);
    expect(reads.slice(1)).toEqual(['1:2', '1:2', '1:2', '1:2']);
    await sub.close();
  });

  it('delivers batches in order, one at a time, and resumes after a handler error', async () => {
    const log = [1, 2, 3, 4, 5].map(event);
    const afters: Position[] = [];
    const read = async (after: Position, limit: number) => {
      afters.push(after);
      const n = Number(after.split(':')[1]);
      return log.filter((e) => Number(e.revision) > n).slice(0, limit);
    };
    const delivered: number[] = [];
    const errors: unknown[] = [];
    let failOnce = true;
    const sub = pollingSubscription(
      { read, wake: fakeWake().source, pollIntervalMs: 1000 },
      {
        from: '0:0',
        batchSize: 2,
        onError: (e) => errors.push(e),
        handler: async (batch) => {
          if (batch[0]!.revision === 3 && failOnce) {
            failOnce = false;
            throw new Error('boom');
          }
          delivered.push(...batch.map((e) => e.revision));
        },
      },
    );
    await vi.advanceTimersByTimeAsync(500);
    expect(delivered).toEqual([1, 2, 3, 4, 5]);
    expect(errors).toHaveLength(1);
    expect(afters.slice(0, 4)).toEqual(['0:0', '1:2', '1:2', '1:4']);
    await sub.close();
  });

  it('with a least batch interval, gathers events committed one after another into one batch, but never holds back catching up', async () => {
    const log: RecordedEvent[] = [];
    const wake = fakeWake();
    const read = async (after: Position, limit: number) =>
      log.filter((e) => e.revision > Number(after.split(':')[1])).slice(0, limit);
    const batches: number[][] = [];
    const sub = pollingSubscription(
      { read, wake: wake.source, pollIntervalMs: 1000 },
      {
        from: '0:0',
        batchSize: 3,
        minBatchIntervalMs: 50,
        handler: async (batch) => void batches.push(batch.map((e) => e.revision)),
      },
    );
    // Seven events at once: full pages follow each other at once, the short one at the end too.
    log.push(...[1, 2, 3, 4, 5, 6, 7].map(event));
    wake.wake('1:7');
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
    // Live: an append every 10 ms, each announced; the next read waits for 50 ms after the last
    // one began, then takes them all (a full page and the rest at once).
    for (const n of [8, 9, 10, 11, 12]) {
      log.push(event(n));
      wake.wake(`1:${n}`);
      await vi.advanceTimersByTimeAsync(10);
    }
    await vi.advanceTimersByTimeAsync(100);
    expect(batches.slice(3)).toEqual([
      [8, 9, 10],
      [11, 12],
    ]);
    await sub.close();
  });

  it('close() ends the loop and stops the wake source', async () => {
    const wake = fakeWake();
    const stop = vi.spyOn(wake.source, 'stop');
    const sub = pollingSubscription(
      { read: async () => [], wake: wake.source, pollIntervalMs: 1000 },
      { from: '0:0', handler: async () => {} },
    );
    await vi.advanceTimersByTimeAsync(10);
    await sub.close();
    expect(stop).toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
