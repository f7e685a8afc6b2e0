import type { EventStore, Subscription } from '@cinema/event-store';
import { checkpointAnnouncer } from '@cinema/server-kit';
import type { Kysely } from 'kysely';
import { applyBatch } from './apply-batch.ts';
import { readCheckpoint } from './checkpoints/checkpoint-store.ts';
import type { ReadDatabase } from './db/database.ts';
import type { Projection } from './projection.ts';

export interface ProjectorOptions {
  store: EventStore;
  db: Kysely<ReadDatabase>;
  projections: readonly Projection[];
  name?: string;
  onError?: (error: unknown) => void;
  /** Called after each committed batch (e.g. to relay seat events to browsers). */
  afterCommit?: (position: string) => void;
}

/** Subscribes from the stored checkpoint and keeps the read models up to date until closed. */
export async function startProjector(options: ProjectorOptions): Promise<Subscription> {
  const { store, db, projections, name = 'main', onError = console.error, afterCommit } = options;
  const from = await readCheckpoint(db, name);
  return store.subscribeToAll({
    from,
    batchSize: 500,
    onError,
    handler: async (batch) => {
      const position = await applyBatch(db, name, projections, batch);
      if (!position) return;
      checkpointAnnouncer.emit('advanced', position);
      afterCommit?.(position);
    },
  });
}
