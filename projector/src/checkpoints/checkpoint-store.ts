import type { Kysely, Transaction } from 'kysely';
import type { CheckpointDB } from './checkpoint.table.ts';

export const START_POSITION = '0:0';

export async function readCheckpoint(db: Kysely<CheckpointDB>, projector: string): Promise<string> {
  const row = await db
    .selectFrom('projector_checkpoints')
    .select('position')
    .where('projector', '=', projector)
    .executeTakeFirst();
  return row?.position ?? START_POSITION;
}

export async function saveCheckpoint(trx: Transaction<CheckpointDB>, projector: string, position: string) {
  await trx
    .insertInto('projector_checkpoints')
    .values({ projector, position })
    .onConflict((oc) => oc.column('projector').doUpdateSet({ position, updated_at: new Date() }))
    .execute();
}
