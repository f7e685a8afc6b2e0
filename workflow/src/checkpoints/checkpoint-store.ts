import { positionKey } from '@cinema/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { EngineDatabase } from '../db/engine-database.ts';

export const START_POSITION = '0:0';

/** Reads on a database or inside a transaction of any schema that has the engine's tables. */
export async function readCheckpoint(
  db: Pick<Kysely<EngineDatabase>, 'selectFrom'>,
  projector: string,
): Promise<string> {
  const row = await db
    .selectFrom('projector_checkpoints')
    .select('position')
    .where('projector', '=', projector)
    .executeTakeFirst();
  return row?.position ?? START_POSITION;
}

/**
 * Moves the checkpoint to `position` only if that is forward (compare-and-set in SQL): a lagging
 * writer can never move it back. Returns false when the stored checkpoint was already there.
 */
export async function saveCheckpoint(
  trx: Transaction<EngineDatabase>,
  projector: string,
  position: string,
): Promise<boolean> {
  const key = positionKey(position);
  const row = await trx
    .insertInto('projector_checkpoints')
    .values({ projector, position, position_key: key })
    .onConflict((oc) =>
      oc
        .column('projector')
        .doUpdateSet({ position, position_key: key, updated_at: new Date() })
        .where('projector_checkpoints.position_key', '<', key),
    )
    .returning('projector')
    .executeTakeFirst();
  return row !== undefined;
}
