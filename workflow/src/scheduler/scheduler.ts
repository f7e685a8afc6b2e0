import type { Kysely } from 'kysely';
import type { WorkflowDatabase } from '../db/workflow-database.ts';
import { quietDuringOutage } from '@cinema/server-kit';
import { describeError } from '../dead-letters/dead-letter-store.ts';
import { pollLoop, type PollLoop } from '../outbox/poll-loop.ts';
import { fireDueItems } from './due-items-store.ts';

export interface SchedulerOptions {
  db: Kysely<WorkflowDatabase>;
  /** What "due" means; tests inject theirs. */
  clock?: () => Date;
  /** Called with the ids that fired (to wake the outbox sender in this process). */
  onFired?: (ids: string[]) => void;
  pollMs?: number;
  log?: { error(message: string): void };
}

// One statement fires a batch (see fireDueItems): 500 keep up with thousands of timers a second.
const BATCH = 500;

export interface Scheduler {
  /** One pass: fires what is due now; returns the ids that fired. */
  runOnce(): Promise<string[]>;
}

/** The scheduler's pass without its loop (tests drive it step by step). */
export function createScheduler({ db, clock = () => new Date(), onFired }: SchedulerOptions): Scheduler {
  return {
    async runOnce() {
      const fired = await fireDueItems(db, clock(), BATCH);
      if (fired.length > 0) onFired?.(fired);
      return fired;
    },
  };
}

/**
 * Durable timers: nothing waits in a setTimeout that a restart would lose. The due items are
 * rows; this loop looks every `pollMs` for those due by `clock` and fires them (see fireDueItems).
 * Several processes may run it: row locks (SKIP LOCKED) keep them from firing an item twice.
 */
export function startScheduler(options: SchedulerOptions): PollLoop & Scheduler {
  const { runOnce } = createScheduler(options);
  const loop = pollLoop(async () => ({ more: (await runOnce()).length >= BATCH }), {
    pollMs: options.pollMs ?? 1000,
    onError: quietDuringOutage(
      'scheduler',
      (error) => (options.log ?? console).error(`scheduler: ${describeError(error)}`),
      (message) => (options.log ?? console).error(message),
    ),
  });
  return { ...loop, runOnce };
}
