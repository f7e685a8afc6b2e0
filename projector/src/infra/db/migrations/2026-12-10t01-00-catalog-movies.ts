import type { Kysely } from 'kysely';

/** The movies read model: one row per movie, lists and images as jsonb. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('movies')
    .addColumn('movie_id', 'text', (c) => c.primaryKey())
    .addColumn('movie_name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('categories', 'jsonb', (c) => c.notNull())
    .addColumn('release_date', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('genres', 'jsonb', (c) => c.notNull())
    .addColumn('cast_members', 'jsonb', (c) => c.notNull())
    .addColumn('crew', 'jsonb', (c) => c.notNull())
    .addColumn('supporting_languages', 'jsonb', (c) => c.notNull())
    .addColumn('thumbnail', 'jsonb', (c) => c.notNull())
    .addColumn('banner', 'jsonb', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('position_key', 'numeric(40, 0)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('movies_release_date_idx').on('movies').column('release_date').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('movies').execute();
}
