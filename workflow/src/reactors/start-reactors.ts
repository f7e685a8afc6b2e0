import type { EventStore } from '@cinema/event-store';
import type { Kysely } from 'kysely';
import type { WorkflowDatabase } from '../db/workflow-database.ts';
import type { ProjectorLog } from '../engine/apply-batch.ts';
import { startProjector, type RunningProjector } from '../engine/run-projector.ts';
import { reactorProjection, type Reactor } from './reactor.ts';

export interface ReactorsOptions {
  store: EventStore;
  db: Kysely<WorkflowDatabase>;
  reactors: readonly Reactor[];
  clock?: () => Date;
  /** Called after a reactor committed effects (wake the outbox sender and the scheduler). */
  afterCommit?: () => void;
  owner?: string;
  leaseTtlMs?: number;
  log?: ProjectorLog;
  onError?: (error: unknown) => void;
}

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
    reactors.map((reactor) =>
      startProjector({
        store,
        db,
        name: reactorCheckpointName(reactor.name),
        projections: [reactorProjection(reactor, clock)],
        skipUnhandled: true,
        afterCommit: afterCommit && (() => afterCommit()),
        owner: options.owner,
        leaseTtlMs: options.leaseTtlMs,
        log: options.log,
        onError: options.onError,
      }),
    ),
  );
}
