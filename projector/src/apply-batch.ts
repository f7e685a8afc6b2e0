import { parseEvent } from '@cinema/contracts';
import type { RecordedEvent } from '@cinema/event-store';
import type { Kysely } from 'kysely';
import { saveCheckpoint } from './checkpoints/checkpoint-store.ts';
import type { ReadDatabase } from './db/database.ts';
import type { ProjectedEvent, Projection } from './projection.ts';

/** Applies one batch to every interested projection and moves the checkpoint, in one transaction. */
export async function applyBatch(
  db: Kysely<ReadDatabase>,
  projectorName: string,
  projections: readonly Projection[],
  batch: RecordedEvent[],
): Promise<string | null> {
  const last = batch.at(-1);
  if (!last) return null;
  await db.transaction().execute(async (trx) => {
    for (const recorded of batch) {
      const event = parseEvent(recorded.type, recorded.data);
      if (!event) continue; // a type this version does not know: skip, never fail the whole log
      const projected: ProjectedEvent = {
        ...event,
        streamId: recorded.streamId,
        revision: recorded.revision,
        position: recorded.position,
        recordedAt: recorded.recordedAt,
      };
      for (const projection of projections) {
        if (projection.handles.includes(event.type)) await projection.apply(trx, projected);
      }
    }
    await saveCheckpoint(trx, projectorName, last.position);
  });
  return last.position;
}
