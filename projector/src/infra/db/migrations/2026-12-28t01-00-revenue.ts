import type { Kysely } from 'kysely';

/** Revenue: a row per confirmed booking and per refunded payment order (see revenue.table.ts). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('revenue_bookings')
    .addColumn('booking_id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('screening_id', 'text', (c) => c.notNull())
    .addColumn('cinema_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('booked_at', 'timestamptz', (c) => c.notNull())
    .addColumn('booked_date', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('position_key', 'numeric(40, 0)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('revenue_bookings_cinema_idx')
    .on('revenue_bookings')
    .columns(['cinema_id', 'booked_date'])
    .execute();
  await db.schema
    .createIndex('revenue_bookings_order_idx')
    .on('revenue_bookings')
    .column('order_id')
    .execute();
  await db.schema
    .createTable('revenue_refunds')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('refunded_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('position_key', 'numeric(40, 0)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['revenue_refunds', 'revenue_bookings']) await db.schema.dropTable(table).execute();
}
