import { randomUUID } from 'node:crypto';
import { maxPosition } from '@cinema/contracts';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { createPostgresEventStore, type PostgresEventStore } from '@cinema/event-store';
import { freshSchema, wakeFor, type TestDatabase } from '@cinema/event-store/testing';
import { createKysely, createPool } from '@cinema/server-kit';
import { migrateWorkflow } from '../db/migrate-workflow.ts';
import type { WorkflowDatabase } from '../db/workflow-database.ts';

/** A test clock that only moves when told to. */
export function testClock(start = Date.parse('2026-12-01T10:00:00Z')) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

export interface WorkflowFixture {
  store: PostgresEventStore;
  pool: pg.Pool;
  /** A fresh workflow schema (outbox, timers, the reactors' checkpoints, leases, dead letters). */
  wf: Kysely<WorkflowDatabase>;
  /** Appends and remembers the highest position this fixture wrote (see head). */
  append: PostgresEventStore['append'];
  /**
   * The last position appended through `append`. Not read back with readAll: on a shared
   * PostgreSQL cluster another session's open transaction may hide the newest events for a while.
   */
  head(): string;
  close(): Promise<void>;
}

/** An event log plus a fresh workflow schema (for tests of reactors, outbox and scheduler). */
export async function workflowFixture(database: TestDatabase): Promise<WorkflowFixture> {
  const store = createPostgresEventStore({
    connectionString: database.url,
    schema: await freshSchema(database.url),
    wake: wakeFor(database.kind),
  });
  await store.migrate();
  const pool = createPool(database.url);
  const schema = await freshSchema(database.url);
  await migrateWorkflow(new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) }), schema);
  let head = '0:0';
  return {
    store,
    pool,
    wf: createKysely<WorkflowDatabase>(pool, schema),
    append: async (stream, events, expected) => {
      const result = await store.append(stream, events, expected);
      head = maxPosition(head, result.position);
      return result;
    },
    head: () => head,
    async close() {
      await store.close();
      await pool.end();
    },
  };
}

/** Silences expected warnings while keeping them for assertions. */
export function quietLog() {
  const lines: string[] = [];
  return { lines, warn: (m: string) => void lines.push(m), error: (m: string) => void lines.push(m) };
}

export const cityAdded = (cityName: string) => ({
  type: 'CityAdded',
  data: { cityId: randomUUID(), cityName, featured: false, addedBy: null, addedAt: new Date().toISOString() },
});
