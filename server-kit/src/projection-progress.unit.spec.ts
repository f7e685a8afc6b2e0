import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkpointAnnouncer, createProjectionProgress } from './projection-progress.ts';

/** A read the test finishes by hand, counting how often it was started. */
function controlledRead(initial: string) {
  let value = initial;
  const pending: (() => void)[] = [];
  const read = Object.assign(
    vi.fn(
      () =>
        new Promise<string>((resolve) => {
          pending.push(() => resolve(value));
        }),
    ),
    {
      set: (next: string) => (value = next),
      finishAll: () => pending.splice(0).forEach((finish) => finish()),
    },
  );
  return read;
}

const settledFlag = (promise: Promise<unknown>) => {
  const flag = { settled: false };
  void promise.then(() => (flag.settled = true));
  return flag;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('waiting for the projector (read-your-writes)', () => {
  it('answers at once when the checkpoint is already past the position', async () => {
    const progress = createProjectionProgress({ readCheckpoint: async () => '5:20' });
    expect(await progress.waitFor('5:19')).toBe(true);
    expect(await progress.waitFor('4:99')).toBe(true);
  });

  it('waits until the projector announces a checkpoint at or past the position', async () => {
    let checkpoint = '5:20';
    const progress = createProjectionProgress({ readCheckpoint: async () => checkpoint, pollMs: 60_000 });
    const waiting = progress.waitFor('6:1', 120_000);
    const flag = settledFlag(waiting);
    await new Promise((r) => setImmediate(r));
    expect(flag.settled).toBe(false);
    checkpoint = '6:1';
    checkpointAnnouncer.emit('advanced', checkpoint);
    expect(await waiting).toBe(true);
  });

  it('gives up (false) when the projector does not get there in time', async () => {
    const progress = createProjectionProgress({ readCheckpoint: async () => '1:1', pollMs: 1 });
    expect(await progress.waitFor('2:1', 5)).toBe(false);
  });
});

describe('positions beyond the event store head (forged, not from a write)', () => {
  it('answers a position far beyond the head at once, even with a long wait allowed', async () => {
    const progress = createProjectionProgress({
      readCheckpoint: async () => '5:20',
      headPosition: async () => '5:20',
      maxWaitMs: 60_000,
    });
    // Without the head check this waits 60 s and the test times out.
    expect(await progress.waitFor('99999999:1')).toBe(false);
  });

  it('re-reads the head for a position just written, and waits for it', async () => {
    let head = '5:20';
    let checkpoint = '5:20';
    const headPosition = vi.fn(async () => head);
    const progress = createProjectionProgress({
      readCheckpoint: async () => checkpoint,
      headPosition,
      pollMs: 60_000,
    });
    expect(await progress.waitFor('5:20')).toBe(true); // learns head 5:20
    head = '6:1'; // a write commits after that
    const waiting = progress.waitFor('6:1', 120_000);
    await vi.waitFor(() => expect(headPosition).toHaveBeenCalledTimes(2));
    checkpoint = '6:1';
    checkpointAnnouncer.emit('advanced', checkpoint);
    expect(await waiting).toBe(true);
  });

  it('lets many forged positions share head reads: one running, one queued for late arrivals', async () => {
    const headPosition = controlledRead('5:20');
    const progress = createProjectionProgress({ readCheckpoint: async () => '5:20', headPosition });
    const answers = Array.from({ length: 50 }, (_, i) => progress.waitFor(`9999:${i}`));
    await new Promise((r) => setImmediate(r));
    expect(headPosition).toHaveBeenCalledTimes(1);
    headPosition.finishAll();
    await vi.waitFor(() => expect(headPosition).toHaveBeenCalledTimes(2));
    headPosition.finishAll();
    expect(await Promise.all(answers)).toEqual(answers.map(() => false));
    expect(headPosition).toHaveBeenCalledTimes(2);
  });

  it('waits as before when the head cannot be read', async () => {
    const progress = createProjectionProgress({
      readCheckpoint: async () => '6:1',
      headPosition: () => Promise.reject(new Error('events table unreachable')),
    });
    expect(await progress.waitFor('6:1')).toBe(true);
  });
});

describe('one shared watcher per process', () => {
  it('reads the checkpoint once per tick however many requests wait', async () => {
    vi.useFakeTimers();
    const readCheckpoint = controlledRead('1:1');
    const progress = createProjectionProgress({ readCheckpoint, pollMs: 50 });
    const waiting = Array.from({ length: 100 }, () => progress.waitFor('2:1', 60_000));
    expect(readCheckpoint).toHaveBeenCalledTimes(1);

    readCheckpoint.finishAll();
    await vi.advanceTimersByTimeAsync(50);
    expect(readCheckpoint).toHaveBeenCalledTimes(2);
    readCheckpoint.finishAll();
    await vi.advanceTimersByTimeAsync(50);
    expect(readCheckpoint).toHaveBeenCalledTimes(3);

    readCheckpoint.set('2:1');
    readCheckpoint.finishAll();
    expect(await Promise.all(waiting)).toEqual(waiting.map(() => true));
  });

  it('stops reading once nobody waits', async () => {
    vi.useFakeTimers();
    const readCheckpoint = vi.fn(async () => '1:1');
    const progress = createProjectionProgress({ readCheckpoint, pollMs: 50 });
    const waiting = progress.waitFor('2:1', 120);
    await vi.advanceTimersByTimeAsync(200);
    expect(await waiting).toBe(false);
    const reads = readCheckpoint.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(readCheckpoint).toHaveBeenCalledTimes(reads);
  });
});
