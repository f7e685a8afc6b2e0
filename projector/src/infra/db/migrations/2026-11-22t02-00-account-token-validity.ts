import type { Kysely } from 'kysely';

/** Since when an account's tokens count: a password change ends every earlier session. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').addColumn('tokens_valid_from', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('tokens_valid_from').execute();
}
