import { sql, type Kysely } from 'kysely';

// major·10²⁰ + minor of a "major:minor" text position (see positionKey in contracts).
const keyOf = sql`split_part(position, ':', 1)::numeric * 100000000000000000000 + split_part(position, ':', 2)::numeric`;
const TABLES_WITH_POSITION = ['projector_checkpoints', 'cities', 'accounts'] as const;

/**
 * Sortable positions (numeric keys) so updates and the checkpoint can be guarded in SQL, one lease
 * row per projector so one instance applies at a time, and a dead-letter table for poison events.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES_WITH_POSITION) {
    await db.schema.alterTable(table).addColumn('position_key', 'numeric(40, 0)').execute();
    await (db as Kysely<Record<string, { position_key: unknown }>>)
      .updateTable(table)
      .set({ position_key: keyOf })
      .execute();
    await db.schema
      .alterTable(table)
      .alterColumn('position_key', (c) => c.setNotNull())
      .execute();
  }
  await db.schema
    .createTable('projector_leases')
    .addColumn('projector', 'text', (c) => c.primaryKey())
    .addColumn('owner', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('handover_to', 'text')
    .execute();
  await db.schema
    .createTable('projector_dead_letters')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('projector', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('position_key', 'numeric(40, 0)', (c) => c.notNull())
    .addColumn('stream_id', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('data', 'jsonb', (c) => c.notNull())
    .addColumn('metadata', 'jsonb', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull())
    .addColumn('parked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('projector_dead_letters_position_unique', ['projector', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('projector_dead_letters').execute();
  await db.schema.dropTable('projector_leases').execute();
  for (const table of TABLES_WITH_POSITION)
    await db.schema.alterTable(table).dropColumn('position_key').execute();
}
