import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { POSITION_HEADER } from '@cinema/contracts';
import { openEventStore, type EventStore } from '@cinema/event-store';
import { freshSchema, testDatabases, wakeFor } from '@cinema/event-store/testing';
import { migrateReadModels, type ReadDatabase } from '@cinema/projector';
import {
  createKysely,
  createPool,
  createProjectionProgress,
  createTokenService,
  type ProjectionProgress,
} from '@cinema/server-kit';
import { createReadApp } from '../app.ts';
import { postgresHeadPosition } from './head-position.ts';

const STALE = 'x-read-model-stale';

/**
 * The standalone read-api on real events and read models. No projector runs: the test moves the
 * checkpoint itself (the shared watcher polls it), so what the wait does is visible.
 */
describe.each(testDatabases())('read-your-writes in the standalone read-api on $kind', (database) => {
  let pool: pg.Pool;
  let store: EventStore;
  let db: Kysely<ReadDatabase>;
  let server: Server;
  let url: string;
  let waits = 0;
  let checkpointReads = 0;
  let onCheckpointRead = () => {};
  let checkpoint = '0:0';

  beforeAll(async () => {
    const [eventsSchema, readSchema] = await Promise.all([
      freshSchema(database.url),
      freshSchema(database.url),
    ]);
    store = await openEventStore({
      databaseUrl: database.url,
      schema: eventsSchema,
      wake: wakeFor(database.kind),
    });
    pool = createPool(database.url);
    await migrateReadModels(new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) }), readSchema);
    db = createKysely<ReadDatabase>(pool, readSchema);
    const progress = createProjectionProgress({
      readCheckpoint: async () => {
        checkpointReads++;
        onCheckpointRead();
        return checkpoint;
      },
      headPosition: postgresHeadPosition(db, eventsSchema),
      // Far longer than the test timeout: a wait that is not cut short fails the test.
      maxWaitMs: 60_000,
    });
    const counted: ProjectionProgress = {
      waitFor: (...args) => {
        waits++;
        return progress.waitFor(...args);
      },
    };
    const secret = randomBytes(32).toString('hex');
    const app = createReadApp({
      db,
      progress: counted,
      tokens: createTokenService({ secret, expiresInSeconds: 3600, maxAgeSeconds: 3600 }),
    });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, () => resolve(s));
    });
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/cinema/getCities`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await store?.close();
    await pool?.end();
  });

  const getCities = (position: string) => fetch(url, { headers: { [POSITION_HEADER]: position } });

  it('answers a position beyond the event store head at once, marked stale', async () => {
    await store.append('probe-1', [{ type: 'Probe', data: {} }], 'no_stream');
    const response = await getCities('99999999999:1');
    expect(response.status).toBe(200);
    expect(response.headers.get(STALE)).toBe('true');
  });

  it('waits for a position a write really produced, once per request', async () => {
    const { position } = await store.append('probe-2', [{ type: 'Probe', data: {} }], 'no_stream');
    const waitsBefore = waits;
    const readsBefore = checkpointReads;
    const watched = new Promise<void>((resolve) => (onCheckpointRead = resolve));
    const response = getCities(position);
    await watched; // the request is parked in the watcher, not turned away as forged
    expect(checkpointReads).toBeGreaterThan(readsBefore);
    checkpoint = position; // as if the projector had applied it
    const answered = await response;
    expect(answered.status).toBe(200);
    expect(answered.headers.get(STALE)).toBeNull();
    expect(waits - waitsBefore).toBe(1);
  });
});
