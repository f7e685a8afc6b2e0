import { Migrator, sql, type Kysely } from 'kysely';
import { workflowMigrations } from './migrations/index.ts';

/** Brings the workflow tables in `schema` to the latest version; throws on failure. */
export async function migrateWorkflow(db: Kysely<unknown>, schema: string): Promise<void> {
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  const migrator = new Migrator({
    db: db.withSchema(schema),
    provider: { getMigrations: async () => workflowMigrations },
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed)
    throw new Error(
      `Workflow migration failed in ${schema}: ${failed?.migrationName ?? ''} ${String(error)}`,
    );
}
