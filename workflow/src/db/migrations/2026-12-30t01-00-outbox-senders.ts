import { sql, type Kysely } from 'kysely';

/**
 * Several senders and claim loops share the outbox (issue 19):
 * - `order_key`: messages with the same key are delivered one after another, in the order they
 *   were written (`seq`); a later one waits until the earlier is done (sent, dropped or failed).
 *   Null: no order (most messages).
 * - `seq`: the order messages were written in (a sequence, so one statement's rows keep theirs).
 * - Partial indexes: a claim reads only pending rows, however many sent ones the table keeps.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('workflow_outbox').addColumn('order_key', 'text').execute();
  await db.schema
    .alterTable('workflow_outbox')
    .addColumn('seq', 'bigserial', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('workflow_outbox_claimable')
    .on('workflow_outbox')
    .columns(['available_at', 'id'])
    .where(sql<boolean>`status = 'pending'`)
    .execute();
  await db.schema
    .createIndex('workflow_outbox_order')
    .on('workflow_outbox')
    .columns(['order_key', 'seq'])
    .where(sql<boolean>`status = 'pending' AND order_key IS NOT NULL`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('workflow_outbox_order').execute();
  await db.schema.dropIndex('workflow_outbox_claimable').execute();
  await db.schema.alterTable('workflow_outbox').dropColumn('seq').execute();
  await db.schema.alterTable('workflow_outbox').dropColumn('order_key').execute();
}
