import type { CreateTableBuilder, Kysely } from 'kysely';

const positioned = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('position_key', 'numeric(40, 0)', (c) => c.notNull());

/** The seat map's held and booked seats (one row per seat ever touched) and the viewers' bookings. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await positioned(
    db.schema
      .createTable('screening_seats')
      .addColumn('screening_id', 'text', (c) => c.notNull())
      .addColumn('seat_number', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('hold_id', 'text')
      .addColumn('account_id', 'text')
      .addColumn('expires_at', 'timestamptz')
      .addColumn('extended', 'boolean', (c) => c.notNull())
      .addColumn('booking_id', 'text')
      .addPrimaryKeyConstraint('screening_seats_pk', ['screening_id', 'seat_number']),
  ).execute();
  await db.schema
    .createIndex('screening_seats_hold_idx')
    .on('screening_seats')
    .columns(['screening_id', 'hold_id'])
    .execute();
  await db.schema
    .createIndex('screening_seats_account_idx')
    .on('screening_seats')
    .columns(['screening_id', 'account_id'])
    .execute();

  await positioned(
    db.schema
      .createTable('bookings')
      .addColumn('booking_id', 'text', (c) => c.primaryKey())
      .addColumn('screening_id', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('hold_id', 'text')
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('payment_id', 'text', (c) => c.notNull())
      .addColumn('seats', 'jsonb', (c) => c.notNull())
      .addColumn('total_paise', 'integer', (c) => c.notNull())
      .addColumn('booked_at', 'timestamptz', (c) => c.notNull())
      .addColumn('admitted_at', 'timestamptz')
      .addColumn('admitted_by', 'text'),
  ).execute();
  await db.schema
    .createIndex('bookings_account_idx')
    .on('bookings')
    .columns(['account_id', 'booked_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['bookings', 'screening_seats']) await db.schema.dropTable(table).execute();
}
