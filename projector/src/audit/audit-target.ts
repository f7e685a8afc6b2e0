import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { z } from 'zod';
import { lockDataDir, openEventStore, type EventStore } from '@cinema/event-store';
import { startEmbeddedPostgres } from '@cinema/event-store/embedded-postgres';
import { createPool, parseConfig, storageConfigSchema } from '@cinema/server-kit';

/*
 * Where the audit commands look, chosen as `npm run rebuild` chooses: DATABASE_URL (PostgreSQL,
 * while the product runs) or else the embedded database in DATA_DIR/pglite, which only one process
 * may open (refused while `npm start` has it). EVENTSTORE_URL: events from EventStoreDB.
 */
const unset = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const configSchema = z
  .object({ DATABASE_URL: unset, EVENTSTORE_URL: unset, DATA_DIR: z.string().default('./data') })
  .and(storageConfigSchema);

export interface AuditTarget {
  store: EventStore;
  pool: pg.Pool;
  /** Kysely without a schema: every query names its schema. */
  root: Kysely<unknown>;
  readSchema: string;
  eventsSchema: string;
  /** The events table when events live in PostgreSQL (null with EventStoreDB). */
  eventsTable: string | null;
  /** In words, for the output. */
  where: string;
  close(): Promise<void>;
}

// npm runs scripts from the repository root; DATA_DIR is meant relative to where it was typed.
const here = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

async function openDatabase(config: z.infer<typeof configSchema>) {
  if (config.DATABASE_URL)
    return { url: config.DATABASE_URL, where: 'PostgreSQL (DATABASE_URL)', stop: async () => undefined };
  const dataDir = join(here(config.DATA_DIR), 'pglite');
  if (!existsSync(dataDir))
    throw new Error(`No embedded database in ${dataDir}: nothing to audit (set DATA_DIR, or DATABASE_URL).`);
  const lock = lockDataDir(dataDir);
  const embedded = await startEmbeddedPostgres({ dataDir }).catch((error: unknown) => {
    lock.release();
    throw error;
  });
  const stop = () => embedded.stop().finally(() => lock.release());
  return { url: embedded.connectionString, where: `the embedded database in ${dataDir}`, stop };
}

export async function openAuditTarget(env: NodeJS.ProcessEnv = process.env): Promise<AuditTarget> {
  const config = parseConfig(configSchema, env);
  const database = await openDatabase(config);
  try {
    const store = await openEventStore({
      eventStoreUrl: config.EVENTSTORE_URL,
      databaseUrl: database.url,
      schema: config.EVENTS_SCHEMA,
      wake: config.DATABASE_URL ? 'listen' : 'in-process',
    });
    // The audit's aggregate queries may take longer than a request's query timeout.
    const pool = createPool(database.url, 4, { queryTimeoutMs: 0 });
    return {
      store,
      pool,
      root: new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) }),
      readSchema: config.READ_SCHEMA,
      eventsSchema: config.EVENTS_SCHEMA,
      eventsTable: config.EVENTSTORE_URL ? null : `"${config.EVENTS_SCHEMA}".events`,
      where: `${database.where}, events ${config.EVENTSTORE_URL ? 'in EventStoreDB' : `schema ${config.EVENTS_SCHEMA}`}, read models ${config.READ_SCHEMA}`,
      async close() {
        await store.close().catch(() => undefined);
        await pool.end().catch(() => undefined);
        await database.stop();
      },
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
}

/**
 * Runs a CLI body against the audit target: exit code 2 when it cannot run at all (the folder in
 * use, no database), otherwise whatever the body returns (0, or 1 for "differences found").
 */
export async function runAuditCommand(body: (target: AuditTarget) => Promise<number>): Promise<void> {
  let target: AuditTarget | undefined;
  try {
    target = await openAuditTarget();
    process.exitCode = await body(target);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  } finally {
    await target?.close();
  }
}
