import type { Kysely } from 'kysely';

/** Screens can be retired (issue 24): the row stays for its past shows, marked with when. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('screens').addColumn('retired_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('screens').dropColumn('retired_at').execute();
}
