/**
 * Vitest globalSetup of the `int` project: ONE embedded PGlite for the whole run (creating one
 * takes seconds), and with DATABASE_URL a fresh database on that server, dropped at the end.
 * Suites read the list with `testDatabases()` from '@cinema/event-store/testing' and isolate
 * themselves with `freshSchema(url)`.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '@cinema/event-store/embedded-postgres';
import type { TestDatabase } from '../event-store/src/testing/databases.ts';

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cinema_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE: a suite that leaked a connection must not make the drop fail.
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`),
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const [embedded, postgres] = await Promise.allSettled([
    startEmbeddedPostgres(),
    serverUrl ? createPostgresDatabase(serverUrl) : Promise.resolve(undefined),
  ]);
  const teardown = async () => {
    const results = await Promise.allSettled([
      embedded.status === 'fulfilled' ? embedded.value.stop() : undefined,
      postgres.status === 'fulfilled' ? postgres.value?.drop() : undefined,
    ]);
    for (const r of results)
      if (r.status === 'rejected') console.error('[test-databases] teardown failed', r.reason);
  };
  if (embedded.status === 'rejected' || postgres.status === 'rejected') {
    await teardown();
    throw embedded.status === 'rejected' ? embedded.reason : (postgres as PromiseRejectedResult).reason;
  }

  const databases: TestDatabase[] = [{ kind: 'pglite', url: embedded.value.connectionString }];
  if (postgres.value) databases.push({ kind: 'postgres', url: postgres.value.url });
  project.provide('databases', databases);
  return teardown;
}
