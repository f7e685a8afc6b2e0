import type { Kysely } from 'kysely';

/**
 * Counter sales: where each booking was sold (online, or at the counter with its payment method
 * and walk-in buyer) on the bookings and revenue rows, and the counter staff of each cinema.
 * Every booking before this was sold online, hence the default.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('revenue_bookings')
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('online'))
    .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('online'))
    .addColumn('payment_method', 'text')
    .addColumn('buyer_name', 'text')
    .addColumn('buyer_phone', 'text')
    .execute();
  await db.schema
    .createTable('counter_staff')
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('cinema_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('granted_by', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('position_key', 'numeric(40, 0)', (c) => c.notNull())
    .addPrimaryKeyConstraint('counter_staff_pkey', ['account_id', 'cinema_id'])
    .execute();
  await db.schema.createIndex('counter_staff_cinema_idx').on('counter_staff').column('cinema_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('counter_staff').execute();
  await db.schema
    .alterTable('bookings')
    .dropColumn('channel')
    .dropColumn('payment_method')
    .dropColumn('buyer_name')
    .dropColumn('buyer_phone')
    .execute();
  await db.schema.alterTable('revenue_bookings').dropColumn('channel').execute();
}
