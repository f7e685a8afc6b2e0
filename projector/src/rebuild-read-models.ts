import type { EventStore } from '@cinema/event-store';
import { createKysely } from '@cinema/server-kit';
import { sql, Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { applyBatch } from './apply-batch.ts';
import { START_POSITION } from './checkpoints/checkpoint-store.ts';
import type { ReadDatabase } from './db/database.ts';
import { migrateReadModels } from './db/migrate.ts';
import type { Projection } from './projection.ts';

/**
 * Replays the whole history into fresh tables in `targetSchema` (dropped first if present) and
 * returns the position it reached. The live projector keeps its own schema until a swap.
 */
export async function rebuildInto(
  store: EventStore,
  pool: pg.Pool,
  targetSchema: string,
  projections: readonly Projection[],
  name = 'main',
): Promise<string> {
  const root = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  await sql`drop schema if exists ${sql.id(targetSchema)} cascade`.execute(root);
  await migrateReadModels(root, targetSchema);
  const db = createKysely<ReadDatabase>(pool, targetSchema);
  let position = START_POSITION;
  for (;;) {
    const batch = await store.readAll(position, 1000);
    if (batch.length === 0) return position;
    position = (await applyBatch(db, name, projections, batch)) ?? position;
  }
}

/** Replaces `schema` by a freshly rebuilt copy in one transaction. Stop the live projector first. */
export async function rebuildAndSwap(
  store: EventStore,
  pool: pg.Pool,
  schema: string,
  projections: readonly Projection[],
) {
  const staging = `${schema}_rebuild`;
  const position = await rebuildInto(store, pool, staging, projections);
  const root = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  await root.transaction().execute(async (trx) => {
    await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(trx);
    await sql`alter schema ${sql.id(staging)} rename to ${sql.id(schema)}`.execute(trx);
  });
  return position;
}
