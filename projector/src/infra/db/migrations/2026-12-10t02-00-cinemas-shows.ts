import type { CreateTableBuilder, Kysely } from 'kysely';

const positioned = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('position_key', 'numeric(40, 0)', (c) => c.notNull());

/** Cinemas, their screens, shows and screenings (seat layout as jsonb; no row per seat). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await positioned(
    db.schema
      .createTable('cinemas')
      .addColumn('cinema_id', 'text', (c) => c.primaryKey())
      .addColumn('cinema_name', 'text', (c) => c.notNull())
      .addColumn('pincode', 'text', (c) => c.notNull())
      .addColumn('city_id', 'text', (c) => c.notNull())
      .addColumn('city_name', 'text', (c) => c.notNull())
      .addColumn('admin_id', 'text', (c) => c.notNull())
      .addColumn('added_at', 'timestamptz', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('cinemas_admin_idx').on('cinemas').columns(['admin_id', 'added_at']).execute();

  await positioned(
    db.schema
      .createTable('screens')
      .addColumn('screen_id', 'text', (c) => c.primaryKey())
      .addColumn('cinema_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('screen_position', 'integer', (c) => c.notNull())
      .addColumn('config', 'jsonb')
      .addColumn('version', 'integer', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('screens_cinema_idx').on('screens').column('cinema_id').execute();

  await positioned(
    db.schema
      .createTable('shows')
      .addColumn('show_id', 'text', (c) => c.primaryKey())
      .addColumn('cinema_id', 'text', (c) => c.notNull())
      .addColumn('screen_id', 'text', (c) => c.notNull())
      .addColumn('movie_id', 'text', (c) => c.notNull())
      .addColumn('movie_name', 'text', (c) => c.notNull())
      .addColumn('admin_id', 'text', (c) => c.notNull())
      .addColumn('timing', 'text', (c) => c.notNull())
      .addColumn('show_start', 'text', (c) => c.notNull())
      .addColumn('show_end', 'text', (c) => c.notNull())
      .addColumn('live', 'boolean', (c) => c.notNull())
      .addColumn('added_at', 'timestamptz', (c) => c.notNull())
      .addColumn('live_at', 'timestamptz'),
  ).execute();
  await db.schema.createIndex('shows_admin_idx').on('shows').columns(['admin_id', 'live']).execute();

  await positioned(
    db.schema
      .createTable('screenings')
      .addColumn('screening_id', 'text', (c) => c.primaryKey())
      .addColumn('show_id', 'text', (c) => c.notNull())
      .addColumn('cinema_id', 'text', (c) => c.notNull())
      .addColumn('screen_id', 'text', (c) => c.notNull())
      .addColumn('movie_id', 'text', (c) => c.notNull())
      .addColumn('timing', 'text', (c) => c.notNull())
      .addColumn('screening_date', 'text', (c) => c.notNull())
      .addColumn('seat_layout', 'jsonb', (c) => c.notNull()),
  ).execute();
  await db.schema
    .createIndex('screenings_movie_date_idx')
    .on('screenings')
    .columns(['movie_id', 'screening_date'])
    .execute();
  await db.schema.createIndex('screenings_show_idx').on('screenings').column('show_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['screenings', 'shows', 'screens', 'cinemas'])
    await db.schema.dropTable(table).execute();
}
