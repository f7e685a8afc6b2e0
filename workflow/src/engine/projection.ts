import type { DomainEvent, EventType } from '@cinema/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { EngineDatabase } from '../db/engine-database.ts';

export type ProjectedEvent = DomainEvent & {
  streamId: string;
  revision: number;
  position: string;
  recordedAt: Date;
};

/**
 * A projection names the events it handles and how each changes its tables. `apply` runs inside
 * the batch's transaction, together with the checkpoint, so each event takes effect exactly once.
 * Handlers must still be idempotent (insert … on conflict do nothing, guarded updates).
 */
export interface Projection<DB = EngineDatabase> {
  name: string;
  handles: readonly EventType[];
  apply: (trx: Transaction<DB>, event: ProjectedEvent) => Promise<void>;
  /**
   * Optional: applies the batch's events this projection handles, in order, with a few set-based
   * statements. It must leave the tables exactly as `apply` called for each event in turn would
   * (each projection's spec checks that on random histories).
   */
  applyAll?: (trx: Transaction<DB>, events: ProjectedEvent[]) => Promise<void>;
  /**
   * Optional: a replay of the whole history into empty tables that nothing else writes (a
   * rebuild), free to keep state in memory from batch to batch and to write it late. The tables
   * must end exactly as `applyAll` would leave them once `finish` has run. `db` is the replay's
   * schema, for writes that need not wait for the batch's transaction.
   */
  replay?: (db: Kysely<DB>) => ProjectionReplay<DB>;
}

/**
 * A projection over whatever schema it was written for. The engine hands it the batch's
 * transaction on the database it was started with and touches only its own tables there
 * (EngineDatabase), so it takes projections of any schema that has them.
 */
export type AnyProjection = Projection<any>;

export interface ProjectionReplay<DB = EngineDatabase> {
  /** The batch's events this projection handles, in order; may write, or only remember. */
  apply: (trx: Transaction<DB>, events: ProjectedEvent[]) => Promise<void>;
  /**
   * Optional: waits for writes `apply` left running on `db` of their own, and fails if one did.
   * Called outside any transaction, before `finish`.
   */
  drain?: () => Promise<void>;
  /** Writes whatever is still only in memory, in the replay's last transaction. */
  finish: (trx: Transaction<DB>) => Promise<void>;
}
