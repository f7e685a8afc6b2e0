import { readFileSync } from 'node:fs';

/**
 * The server's clock for browser tests (TEST_CLOCK_FILE): real time plus the milliseconds written
 * in the file, re-read every 100 ms, so a test can let a hold run out at once. Anything unreadable
 * counts as no offset. A plain re-read rather than fs.watchFile: watchFile only reports changes
 * after its first (asynchronous) stat, so a write landing before that stat went unseen.
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
  const timer = setInterval(read, 100);
  timer.unref();
  return { clock: () => new Date(Date.now() + offsetMs), stop: () => clearInterval(timer) };
}
