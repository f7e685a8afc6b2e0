import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failureBudget } from './failure-budget.ts';

const WINDOW = 15 * 60_000;

/** One request through the limiter: 'started' (next() without error) or 'refused' (429), and how to end it. */
function attempt(limiter: ReturnType<typeof failureBudget>, ip = '198.51.100.7') {
  const res = Object.assign(new EventEmitter(), {
    locals: {} as Record<string, unknown>,
    statusCode: 200,
    writableFinished: false,
    headers: {} as Record<string, string>,
    setHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    },
  });
  const req = { ip, socket: { destroyed: false } };
  const outcome = new Promise<'started' | 'refused'>((resolve) => {
    void limiter(req as unknown as Request, res as unknown as Response, (error?: unknown) =>
      resolve(error ? 'refused' : 'started'),
    );
  });
  const finish = (status: number) => {
    res.statusCode = status;
    res.writableFinished = true;
    res.emit('finish');
    res.emit('close');
  };
  return { outcome, finish, res };
}

describe('failureBudget', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const limiter = () => failureBudget({ windowMs: WINDOW, limit: 3, failed: (res) => res.statusCode >= 400 });

  it('never counts successes, however many and however concurrent', async () => {
    const limit = limiter();
    const first = Array.from({ length: 10 }, () => attempt(limit));
    // Three run, the others wait for a turn instead of being refused.
    await vi.advanceTimersByTimeAsync(0);
    for (const a of first.slice(0, 3)) expect(await a.outcome).toBe('started');
    for (let i = 0; i < first.length; i++) {
      first[i]!.finish(200);
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(await Promise.all(first.map((a) => a.outcome))).toEqual(Array(10).fill('started'));
  });

  it('lets at most the limit of concurrent failures through, then refuses with Retry-After until the window ends', async () => {
    const limit = limiter();
    const guesses = Array.from({ length: 6 }, () => attempt(limit));
    await vi.advanceTimersByTimeAsync(0);
    for (const g of guesses.slice(0, 3)) {
      expect(await g.outcome).toBe('started');
      g.finish(401);
    }
    expect(await Promise.all(guesses.slice(3).map((g) => g.outcome))).toEqual(Array(3).fill('refused'));
    expect(Number(guesses[5]!.res.headers['retry-after'])).toBe(WINDOW / 1000);

    vi.advanceTimersByTime(WINDOW - 60_000);
    const later = attempt(limit);
    expect(await later.outcome).toBe('refused');
    expect(later.res.headers['retry-after']).toBe('60');
    expect(await attempt(limit, '203.0.113.9').outcome).toBe('started'); // another address

    vi.advanceTimersByTime(60_000);
    expect(await attempt(limit).outcome).toBe('started'); // a new window
  });

  it('counts a request cut off before its answer as a failure', async () => {
    const limit = limiter();
    for (let i = 0; i < 3; i++) {
      const a = attempt(limit);
      expect(await a.outcome).toBe('started');
      a.res.emit('close');
    }
    expect(await attempt(limit).outcome).toBe('refused');
  });
});
