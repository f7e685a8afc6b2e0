import type { DomainEvent, EventType } from '@cinema/contracts';
import type { Transaction } from 'kysely';
import type { ReadDatabase } from './db/database.ts';

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
export interface Projection {
  name: string;
  handles: readonly EventType[];
  apply: (trx: Transaction<ReadDatabase>, event: ProjectedEvent) => Promise<void>;
  /**
   * Optional: applies the batch's events this projection handles, in order, with a few set-based
   * statements. It must leave the tables exactly as `apply` called for each event in turn would
   * (each projection's spec checks that on random histories).
   */
  applyAll?: (trx: Transaction<ReadDatabase>, events: ProjectedEvent[]) => Promise<void>;
}
