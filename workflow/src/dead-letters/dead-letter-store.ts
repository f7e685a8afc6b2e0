import { positionKey } from '@cinema/contracts';
import type { RecordedEvent } from '@cinema/event-store';
import type { Kysely, Transaction } from 'kysely';
import type { EngineDatabase } from '../db/engine-database.ts';

export function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

/** Keeps an event the projector could not apply, with its error (once per position). */
export async function parkEvent(
  trx: Transaction<EngineDatabase>,
  projector: string,
  event: RecordedEvent,
  error: unknown,
) {
  await trx
    .insertInto('projector_dead_letters')
    .values({
      projector,
      position: event.position,
      position_key: positionKey(event.position),
      stream_id: event.streamId,
      revision: event.revision,
      type: event.type,
      data: JSON.stringify(event.data ?? null),
      metadata: JSON.stringify(event.metadata ?? {}),
      error: describeError(error),
    })
    .onConflict((oc) => oc.columns(['projector', 'position']).doNothing())
    .execute();
}

export async function countParked(db: Kysely<EngineDatabase>, projector: string): Promise<number> {
  const row = await db
    .selectFrom('projector_dead_letters')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('projector', '=', projector)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function listParked(db: Kysely<EngineDatabase>, projector: string) {
  return db
    .selectFrom('projector_dead_letters')
    .select(['position', 'stream_id', 'revision', 'type', 'data', 'error', 'parked_at'])
    .where('projector', '=', projector)
    .orderBy('position_key')
    .execute();
}
