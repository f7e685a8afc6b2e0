import { describe, expect, it } from 'vitest';
import { checkpointAnnouncer, createProjectionProgress } from './projection-progress.ts';

describe('waiting for the projector (read-your-writes)', () => {
  it('answers at once when the checkpoint is already past the position', async () => {
    const progress = createProjectionProgress(async () => '5:20');
    expect(await progress.waitFor('5:19')).toBe(true);
    expect(await progress.waitFor('4:99')).toBe(true);
  });

  it('waits until the projector announces a checkpoint at or past the position', async () => {
    let checkpoint = '5:20';
    const progress = createProjectionProgress(async () => checkpoint, 60_000);
    const waiting = progress.waitFor('6:1', 120_000);
    let settled = false;
    void waiting.then(() => (settled = true));
    await new Promise((r) => setImmediate(r));
    expect(settled).toBe(false);
    checkpoint = '6:1';
    checkpointAnnouncer.emit('advanced', checkpoint);
    expect(await waiting).toBe(true);
  });

  it('gives up (false) when the projector does not get there in time', async () => {
    const progress = createProjectionProgress(async () => '1:1', 1);
    expect(await progress.waitFor('2:1', 5)).toBe(false);
  });
});
