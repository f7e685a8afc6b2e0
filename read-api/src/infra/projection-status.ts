import type { Kysely } from 'kysely';
import type { ReadDatabase } from '@cinema/projector/db';

// The read side reads the projector's bookkeeping tables itself (types only from the projector):
// no projector code runs in a read-api process.

const START_POSITION = '0:0';

/** The last position the projector applied to the read models this service answers from. */
export async function readCheckpoint(db: Kysely<ReadDatabase>, projector = 'main'): Promise<string> {
  const row = await db
    .selectFrom('projector_checkpoints')
    .select('position')
    .where('projector', '=', projector)
    .executeTakeFirst();
  return row?.position ?? START_POSITION;
}

/** For /readyz: how fresh the read models are and how many events the projector had to park. */
export async function readModelStatus(db: Kysely<ReadDatabase>, projector = 'main') {
  const [checkpoint, parked] = await Promise.all([
    db
      .selectFrom('projector_checkpoints')
      .select(['position', 'updated_at'])
      .where('projector', '=', projector)
      .executeTakeFirst(),
    db
      .selectFrom('projector_dead_letters')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('projector', '=', projector)
      .executeTakeFirst(),
  ]);
  return {
    projector,
    checkpoint: checkpoint?.position ?? START_POSITION,
    checkpointUpdatedAt: checkpoint?.updated_at ?? null,
    parked: Number(parked?.n ?? 0),
  };
}
