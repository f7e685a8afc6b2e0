import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import { positionKey } from '@cinema/contracts';
import { freshSchema, testDatabases } from '@cinema/event-store/testing';
import { createPool } from '@cinema/server-kit';
import { migrateReadModels } from './migrate.ts';
import { migrations } from './migrations/index.ts';

describe.each(testDatabases())('read-model migrations on $kind', (database) => {
  let pool: pg.Pool;
  let root: Kysely<unknown>;
  beforeAll(() => {
    pool = createPool(database.url);
    root = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  });
  afterAll(() => pool?.end());

  it('gives read models written before sortable positions a key for every row', async () => {
    const schema = await freshSchema(database.url);
    const migrator = new Migrator({
      db: root.withSchema(schema),
      provider: { getMigrations: async () => migrations },
      migrationTableSchema: schema,
    });
    await migrator.migrateTo('2026-11-22t02-00-account-token-validity');
    const t = (name: string) => sql.table(`${schema}.${name}`);
    await sql`insert into ${t('projector_checkpoints')} (projector, position) values ('main', '10:7')`.execute(
      root,
    );
    await sql`insert into ${t('cities')} (city_id, city_name, name_key, featured, added_at, position)
      values ('c1', 'Pune', 'pune', false, now(), '9:3')`.execute(root);

    await migrateReadModels(root, schema);

    const keys = await sql<{
      key: string;
    }>`select position_key::text as key from ${t('projector_checkpoints')}
      union all select position_key::text from ${t('cities')}`.execute(root);
    expect(keys.rows.map((r) => r.key)).toEqual([positionKey('10:7'), positionKey('9:3')]);
  });
});
