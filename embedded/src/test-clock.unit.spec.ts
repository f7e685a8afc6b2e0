import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileOffsetClock } from './test-clock.ts';

describe('the clock a browser test moves', () => {
  it('runs ahead by what the file says, and at real time without a readable file', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'clock-')), 'offset');
    const { clock, stop } = fileOffsetClock(file);
    try {
      expect(Math.abs(clock().getTime() - Date.now())).toBeLessThan(1_000);
      writeFileSync(file, String(3_600_000));
      await expect.poll(() => clock().getTime() - Date.now(), { timeout: 5_000 }).toBeGreaterThan(3_500_000);
      writeFileSync(file, 'nonsense');
      await expect
        .poll(() => Math.abs(clock().getTime() - Date.now()), { timeout: 5_000 })
        .toBeLessThan(1_000);
    } finally {
      stop();
    }
    // Two polls of up to 5 s each: more than the default 5 s on a loaded machine.
  }, 15_000);
});
