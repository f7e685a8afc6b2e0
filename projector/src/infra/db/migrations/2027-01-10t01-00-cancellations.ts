import type { Kysely } from 'kysely';

/**
 * Cancellations (issue 24): a show and a screening say when and why the cinema cancelled them, a
 * booking says so too with its refund, and revenue keeps one row per refunded booking.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['shows', 'screenings'])
    await db.schema
      .alterTable(table)
      .addColumn('cancelled_at', 'timestamptz')
      .addColumn('cancel_reason', 'text')
      .execute();
  await db.schema
    .alterTable('bookings')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancel_reason', 'text')
    .addColumn('refund_paise', 'integer')
    .addColumn('refund_id', 'text')
    .addColumn('refunded_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('revenue_booking_refunds')
    .addColumn('booking_id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('cinema_id', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'integer', (c) => c.notNull())
    .addColumn('refunded_at', 'timestamptz', (c) => c.notNull())
    .addColumn('refunded_date', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('position_key', 'numeric(40, 0)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('revenue_booking_refunds_cinema_idx')
    .on('revenue_booking_refunds')
    .columns(['cinema_id', 'refunded_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revenue_booking_refunds').execute();
  await db.schema
    .alterTable('bookings')
    .dropColumn('cancelled_at')
    .dropColumn('cancel_reason')
    .dropColumn('refund_paise')
    .dropColumn('refund_id')
    .dropColumn('refunded_at')
    .execute();
  for (const table of ['shows', 'screenings'])
    await db.schema.alterTable(table).dropColumn('cancelled_at').dropColumn('cancel_reason').execute();
}
