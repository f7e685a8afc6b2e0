import type { EventStore } from '@cinema/event-store';
import type { Kysely } from 'kysely';
import type { WorkflowDatabase } from '../db/workflow-database.ts';
import type { ProjectorLog } from '../engine/apply-batch.ts';
import { startProjector, type RunningProjector } from '../engine/run-projector.ts';
import { reactorProjection, type Reactor, type WrittenEffects } from './reactor.ts';

export interface ReactorsOptions {
  store: EventStore;
  db: Kysely<WorkflowDatabase>;
  reactors: readonly Reactor[];
  clock?: () => Date;
  /**
   * Called after a reactor committed a batch that wrote effects, with the kinds it wrote (wake the
   * outbox sender for messages, the scheduler for timers already due). A batch that wrote none
   * wakes nothing: each wake-up costs the woken part a claim statement.
   */
  afterCommit?: (written: WrittenEffects) => void;
  owner?: string;
  leaseTtlMs?: number;
  /**
   * Least time between two batches of a reactor once live, unless it sets its own
   * (`batchIntervalMs`). Default 50 ms: under load a reactor commits one transaction per 50 ms
   * instead of one per append (what it writes, timers and mails, waits that long at most; nobody
   * sees a timer due in minutes or a mail 50 ms later).
   */
  minBatchIntervalMs?: number;
  log?: ProjectorLog;
  onError?: (error: unknown) => void;
}

const REACTOR_BATCH_INTERVAL_MS = 50;

export const reactorCheckpointName = (reactor: string) => `reactor:${reactor}`;

/**
 * Each reactor runs as its own projector over the workflow schema: its own checkpoint row, its own
 * lease (one active instance across processes, a standby takes over), its own dead letters, in the
 * engine's tables, which the workflow schema has in the same shape as the read models'.
 */
export async function startReactors(options: ReactorsOptions): Promise<RunningProjector[]> {
  const { store, reactors, clock = () => new Date(), afterCommit } = options;
  const { db } = options;
  return Promise.all(
    reactors.map((reactor) => {
      const written: WrittenEffects = { messages: false, timersDue: false };
      const committed = () => {
        const kinds = { ...written };
        written.messages = written.timersDue = false;
        if (kinds.messages || kinds.timersDue) afterCommit?.(kinds);
      };
      return startProjector({
        store,
        db,
        name: reactorCheckpointName(reactor.name),
        projections: [reactorProjection(reactor, clock, written)],
        skipUnhandled: true,
        minBatchIntervalMs:
          reactor.batchIntervalMs ?? options.minBatchIntervalMs ?? REACTOR_BATCH_INTERVAL_MS,
        afterCommit: committed,
        owner: options.owner,
        leaseTtlMs: options.leaseTtlMs,
        log: options.log,
        onError: options.onError,
      });
    }),
  );
}
