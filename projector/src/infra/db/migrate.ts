import { Migrator, sql, type Kysely } from 'kysely';
import { migrations } from './migrations/index.ts';

/** Brings the read-model tables in `schema` to the latest version; throws on failure. */
export async function migrateReadModels(db: Kysely<unknown>, schema: string): Promise<void> {
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({
    db: db.withSchema(schema),
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
    // Features land in any order: a migration named before one already applied still runs.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed)
    throw new Error(
      `Read-model migration failed in ${schema}: ${failed?.migrationName ?? ''} ${String(error)}`,
    );
}
