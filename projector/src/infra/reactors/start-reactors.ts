import type { EventStore } from '@cinema/event-store';
import type { Kysely } from 'kysely';
import type { ReadDatabase } from '../db/database.ts';
import type { WorkflowDatabase } from '../db/workflow/workflow-database.ts';
import type { ProjectorLog } from '../apply-batch.ts';
import { startProjector, type RunningProjector } from '../run-projector.ts';
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
 * lease (one active instance across processes, a standby takes over), its own dead letters. The
 * projector machinery only touches projector_checkpoints, projector_leases and
 * projector_dead_letters, which the workflow schema has in the same shape, hence the cast.
 */
export async function startReactors(options: ReactorsOptions): Promise<RunningProjector[]> {
  const { store, reactors, clock = () => new Date(), afterCommit } = options;
  const db = options.db as unknown as Kysely<ReadDatabase>;
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
