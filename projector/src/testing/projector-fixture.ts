import { randomUUID } from 'node:crypto';
import { maxPosition, toStoredEvent, type DomainEvent } from '@cinema/contracts';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { createPostgresEventStore, type PostgresEventStore, type RecordedEvent } from '@cinema/event-store';
import { freshSchema, wakeFor, type TestDatabase } from '@cinema/event-store/testing';
import { createKysely, createPool } from '@cinema/server-kit';
import { applyBatch, type BatchOutcome } from '@cinema/workflow';
import type { ReadDatabase } from '../infra/db/database.ts';
import { migrateReadModels } from '../infra/db/migrate.ts';
import { allProjections } from '../projections.ts';

export interface ProjectorFixture {
  store: PostgresEventStore;
  pool: pg.Pool;
  root: Kysely<unknown>;
  readSchema: string;
  db: Kysely<ReadDatabase>;
  /** Appends and remembers the highest position this fixture wrote (see head). */
  append: PostgresEventStore['append'];
  /**
   * The last position appended through `append`. Not read back with readAll: on a shared
   * PostgreSQL cluster another session's open transaction may hide the newest events for a while.
   */
  head(): string;
  /** Appends a stream's events and gives back its whole history as recorded (with positions). */
  history(stream: string, events: DomainEvent[], expected?: 'no_stream' | 'any'): Promise<RecordedEvent[]>;
  /** Applies recorded events with every projection, as projector `name` (a fresh one by default). */
  project(events: RecordedEvent[], name?: string): Promise<BatchOutcome>;
  close(): Promise<void>;
}

/** A fresh event log and read-model schema on one test database. */
export async function projectorFixture(database: TestDatabase): Promise<ProjectorFixture> {
  const store = createPostgresEventStore({
    connectionString: database.url,
    schema: await freshSchema(database.url),
    wake: wakeFor(database.kind),
  });
  await store.migrate();
  const readSchema = await freshSchema(database.url);
  const pool = createPool(database.url);
  const root = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  await migrateReadModels(root, readSchema);
  let head = '0:0';
  const append: PostgresEventStore['append'] = async (stream, events, expected) => {
    const result = await store.append(stream, events, expected);
    head = maxPosition(head, result.position);
    return result;
  };
  const db = createKysely<ReadDatabase>(pool, readSchema);
  return {
    store,
    append,
    head: () => head,
    async history(stream, events, expected = 'any') {
      await append(
        stream,
        events.map((e) => toStoredEvent(e)),
        expected,
      );
      return store.readStream(stream);
    },
    project: (events, name = randomUUID()) => applyBatch({ db, name, projections: allProjections }, events),
    pool,
    root,
    readSchema,
    db,
    async close() {
      await store.close();
      await pool.end();
    },
  };
}

/** Silences expected warnings while keeping them for assertions. */
export function recordingLog() {
  const lines: string[] = [];
  return { lines, warn: (m: string) => void lines.push(m), error: (m: string) => void lines.push(m) };
}

export const cityAdded = (cityName: string) => ({
  type: 'CityAdded',
  data: { cityId: randomUUID(), cityName, featured: false, addedBy: null, addedAt: new Date().toISOString() },
});

export const accountRegistered = (n: number) => {
  const accountId = randomUUID();
  return {
    accountId,
    stream: `account-${accountId}`,
    event: {
      type: 'AccountRegistered',
      data: {
        accountId,
        userName: `User ${n}`,
        email: `user${n}-${accountId.slice(0, 6)}@example.com`,
        contactNumber: '9876543210',
        accountType: 'Viewer',
        passwordHash: 'x',
        registeredAt: new Date().toISOString(),
      },
    },
  };
};

export const passwordChanged = (accountId: string, changedAt: string) => ({
  type: 'PasswordChanged',
  data: { accountId, passwordHash: 'y', changedAt },
  metadata: { schemaVersion: 2 },
});
