import { positionKey } from '@cinema/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { EngineDatabase } from '../db/engine-database.ts';
import { prepared } from '../db/prepared.ts';

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

/**
 * The first statement of a batch's transaction, one round trip instead of three: locks the lease
 * row when `owner` is given (a taker waits for the transaction; the caller refuses the batch unless
 * `leaseHeld`), reads the checkpoint stored before and moves it forward to `position` (never
 * back). The caller's transaction undoes the move when the batch fails or the lease was lost.
 */
export async function claimCheckpoint(
  trx: Transaction<EngineDatabase>,
  projector: string,
  owner: string | null,
  position: string,
): Promise<{ stored: string; leaseHeld: boolean }> {
  const { rows } = await claimStatement<ClaimRow>(
    trx,
    projector,
    position,
    positionKey(position),
    owner !== null,
  );
  const row = rows[0];
  if (!row) throw new Error(`claiming the checkpoint of ${projector} answered no row`);
  return {
    stored: row.stored ?? START_POSITION,
    leaseHeld: owner === null || (row.owner === owner && row.handover_to === null),
  };
}

interface ClaimRow {
  stored: string | null;
  owner: string | null;
  handover_to: string | null;
}

// Every batch of every projector and reactor starts with it: compiled once per schema.
const claimStatement = prepared(
  (db: Kysely<EngineDatabase>, projector: string, position: string, key: string, locksLease: boolean) =>
    db
      .with('lease', (db) =>
        db
          .selectFrom('projector_leases')
          .select(['owner', 'handover_to'])
          .where('projector', '=', projector)
          .where(sql<boolean>`${locksLease}`) // no lease to lock without an owner
          .forUpdate(),
      )
      .with('prior', (db) =>
        db.selectFrom('projector_checkpoints').select('position').where('projector', '=', projector),
      )
      // Runs to completion though nothing reads it; `prior` sees the row as it was before.
      .with('moved', (db) =>
        db
          .insertInto('projector_checkpoints')
          .values({ projector, position, position_key: key })
          .onConflict((oc) =>
            oc
              .column('projector')
              .doUpdateSet({ position, position_key: key, updated_at: sql<Date>`now()` })
              .where('projector_checkpoints.position_key', '<', key),
          )
          .returning('projector'),
      )
      .selectNoFrom((eb) => [
        eb.selectFrom('prior').select('position').as('stored'),
        eb.selectFrom('lease').select('owner').as('owner'),
        eb.selectFrom('lease').select('handover_to').as('handover_to'),
      ]),
);
