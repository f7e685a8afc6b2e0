import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('projector_checkpoints')
    .addColumn('projector', 'text', (c) => c.primaryKey())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createTable('cities')
    .addColumn('city_id', 'text', (c) => c.primaryKey())
    .addColumn('city_name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('featured', 'boolean', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addUniqueConstraint('cities_name_key_unique', ['name_key'])
    .execute();
  await db.schema
    .createTable('accounts')
    .addColumn('account_id', 'text', (c) => c.primaryKey())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('contact_number', 'text', (c) => c.notNull())
    .addColumn('account_type', 'text', (c) => c.notNull())
    .addColumn('registered_at', 'timestamptz', (c) => c.notNull())
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('position', 'text', (c) => c.notNull())
    .addUniqueConstraint('accounts_email_unique', ['email'])
    .execute();
  await db.schema.createIndex('accounts_type_idx').on('accounts').column('account_type').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('accounts').execute();
  await db.schema.dropTable('cities').execute();
  await db.schema.dropTable('projector_checkpoints').execute();
}
