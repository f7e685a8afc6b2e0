import { EventEmitter } from 'node:events';
import { hasReached, type Position } from '@cinema/contracts';
import { storeHead } from './store-head.ts';

/**
 * In one process the projector announces each committed checkpoint here, so read-your-writes
 * waiters wake at once; across processes the shared watcher re-reads the checkpoint every `pollMs`.
 */
export const checkpointAnnouncer = new EventEmitter().setMaxListeners(0);

export interface ProjectionProgress {
  /**
   * True once the checkpoint is at or past `position`; false if `timeoutMs` ran out first, or at
   * once when `position` lies beyond the event store's head (no write can have produced it).
   */
  waitFor(position: Position, timeoutMs?: number): Promise<boolean>;
}

export interface ProjectionProgressOptions {
  readCheckpoint: () => Promise<Position>;
  /** The newest committed position of the event store; without it every position is waited for. */
  headPosition?: () => Promise<Position>;
  /** How often the shared watcher re-reads the checkpoint while anyone waits. Default 50 ms. */
  pollMs?: number;
  /** Longest wait when `waitFor` is given none. Default 3 s. */
  maxWaitMs?: number;
}

interface Waiter {
  position: Position;
  settle(reached: boolean): void;
}

/**
 * One watcher per process serves every waiter: while anyone waits, a single loop reads the
 * checkpoint once per tick (or when the projector announces progress) and wakes all whose
 * position it has passed. A thousand parked requests cost one query per tick, not a thousand.
 */
export function createProjectionProgress({
  readCheckpoint,
  headPosition,
  pollMs = 50,
  maxWaitMs = 3000,
}: ProjectionProgressOptions): ProjectionProgress {
  const head = headPosition ? storeHead(headPosition) : undefined;
  const waiters = new Set<Waiter>();
  let reading: Promise<void> | undefined;
  let readAgain = false;
  let tick: NodeJS.Timeout | undefined;

  // Joining a read already under way is safe: only a checkpoint at or past a position settles it.
  function check(): Promise<void> {
    reading ??= readCheckpoint()
      .then(
        (checkpoint) => {
          for (const waiter of waiters) if (hasReached(checkpoint, waiter.position)) waiter.settle(true);
        },
        () => undefined, // a failed read is retried on the next tick; deadlines still apply
      )
      .finally(() => {
        reading = undefined;
        const again = readAgain && waiters.size > 0;
        readAgain = false;
        if (again) void check();
        else scheduleTick();
      });
    return reading;
  }

  function scheduleTick() {
    if (waiters.size === 0 || tick || reading) return;
    tick = setTimeout(() => {
      tick = undefined;
      void check();
    }, pollMs);
  }

  // An announcement during a read may come from a commit the read did not see: read once more.
  function onAdvanced() {
    if (reading) readAgain = true;
    else void check();
  }

  function watch(position: Position, timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const waiter: Waiter = {
        position,
        settle(reached) {
          clearTimeout(deadline);
          waiters.delete(waiter);
          if (waiters.size === 0) stopWatching();
          resolve(reached);
        },
      };
      const deadline = setTimeout(() => waiter.settle(false), timeoutMs);
      if (waiters.size === 0) checkpointAnnouncer.on('advanced', onAdvanced);
      waiters.add(waiter);
      void check();
    });
  }

  function stopWatching() {
    checkpointAnnouncer.off('advanced', onAdvanced);
    clearTimeout(tick);
    tick = undefined;
  }

  return {
    async waitFor(position, timeoutMs = maxWaitMs) {
      if (head && (await head.isBeyond(position))) return false;
      return watch(position, timeoutMs);
    },
  };
}
