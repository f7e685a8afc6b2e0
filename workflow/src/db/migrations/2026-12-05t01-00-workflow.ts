import { sql, type Kysely } from 'kysely';

/**
 * The workflow schema: the projector's own bookkeeping tables (so reactors run on the same lease,
 * checkpoint and dead-letter machinery as the read models, in the same shape), the outbox and the
 * due items. Kept apart from the read models because a rebuild replaces those whole, and this
 * state (what was sent, what already fired) must survive it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projector_checkpoints')
    .addColumn('projector', 'text', (c) => c.primaryKey())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('position_key', 'numeric(40, 0)', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
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
    .addUniqueConstraint('workflow_dead_letters_position_unique', ['projector', 'position'])
    .execute();

  await db.schema
    .createTable('workflow_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('available_at', 'timestamptz', (c) => c.notNull())
    .addColumn('claimed_by', 'text')
    .addColumn('claimed_until', 'timestamptz')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('done_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('workflow_outbox_due')
    .on('workflow_outbox')
    .columns(['status', 'available_at'])
    .execute();

  await db.schema
    .createTable('workflow_due_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('due_at', 'timestamptz', (c) => c.notNull())
    .addColumn('cause', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('fired_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('workflow_due_items_due')
    .on('workflow_due_items')
    .columns(['status', 'due_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'workflow_due_items',
    'workflow_outbox',
    'projector_dead_letters',
    'projector_leases',
    'projector_checkpoints',
  ])
    await db.schema.dropTable(table).execute();
}
