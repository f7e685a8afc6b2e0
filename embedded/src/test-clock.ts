import { readFileSync, unwatchFile, watchFile } from 'node:fs';

/**
 * The server's clock for browser tests (TEST_CLOCK_FILE): real time plus the milliseconds written
 * in the file, re-read when the file changes, so a test can let a hold run out at once. Anything
 * unreadable counts as no offset.
 */
export function fileOffsetClock(path: string) {
  let offsetMs = 0;
  const read = () => {
    try {
      const value = Number(readFileSync(path, 'utf8').trim());
      offsetMs = Number.isFinite(value) ? value : 0;
    } catch {
      offsetMs = 0;
    }
  };
  read();
  watchFile(path, { interval: 100 }, read);
  return { clock: () => new Date(Date.now() + offsetMs), stop: () => unwatchFile(path) };
}
