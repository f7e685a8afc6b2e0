import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { WakeMode } from '../postgres/wake.ts';
import type { TestDatabase } from './databases.ts';

export type { TestDatabase } from './databases.ts';

/** The embedded PGlite of this run, plus a fresh real PostgreSQL database when DATABASE_URL is set. */
export function testDatabases(): TestDatabase[] {
  return inject('databases');
}

/** Creates an empty schema named t_<random> so each suite gets its own tables in the shared database. */
export async function freshSchema(url: string): Promise<string> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA ${pg.escapeIdentifier(schema)}`);
  } finally {
    await client.end();
  }
  return schema;
}

/** NOTIFY does not reach other connections on PGlite: wake subscribers in-process there. */
export function wakeFor(kind: TestDatabase['kind']): WakeMode {
  return kind === 'pglite' ? 'in-process' : 'listen';
}

/** Polls `check` until it returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  { timeoutMs = 10_000, intervalMs = 20, message = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${message}`, { cause: lastError });
    }
    await new Promise((done) => setTimeout(done, intervalMs));
  }
}
