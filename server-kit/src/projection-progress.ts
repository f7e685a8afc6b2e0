import { EventEmitter } from 'node:events';
import { comparePositions } from '@cinema/contracts';

/**
 * Lets a query wait until the projector has applied a given position (read-your-writes).
 * In one process the projector announces each committed checkpoint here; across processes the
 * waiter falls back to re-reading the checkpoint every `pollMs`.
 */
export const checkpointAnnouncer = new EventEmitter().setMaxListeners(0);

export interface ProjectionProgress {
  /** True once the checkpoint is at or past `position`; false if `timeoutMs` ran out first. */
  waitFor(position: string, timeoutMs?: number): Promise<boolean>;
}

export function createProjectionProgress(
  readCheckpoint: () => Promise<string>,
  pollMs = 50,
): ProjectionProgress {
  const reached = async (position: string) => comparePositions(await readCheckpoint(), position) >= 0;
  return {
    async waitFor(position, timeoutMs = 3000) {
      if (await reached(position)) return true;
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, Math.min(pollMs, Math.max(0, deadline - Date.now())));
          function done() {
            clearTimeout(timer);
            checkpointAnnouncer.off('advanced', done);
            resolve();
          }
          checkpointAnnouncer.once('advanced', done);
        });
        if (await reached(position)) return true;
      }
      return false;
    },
  };
}
