import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START } from '../port.ts';
import { eventStoreHealth } from '../store-health.ts';
import { freshSchema, testDatabases, waitFor, wakeFor, type TestDatabase } from '../testing/index.ts';
import { findDeliveryBlocker, heldBackEvents } from './delivery-blockers.ts';
import { watchDelivery } from './delivery-watch.ts';
import { createPostgresEventStore, type PostgresEventStore } from './postgres-event-store.ts';

async function openStore(db: TestDatabase): Promise<PostgresEventStore> {
  const store = createPostgresEventStore({
    connectionString: db.url,
    schema: await freshSchema(db.url),
    wake: wakeFor(db.kind),
  });
  await store.migrate();
  return store;
}

/** The same server, another database: the blocker need not touch our database at all. */
function otherDatabaseUrl(url: string): string {
  const other = new URL(url);
  other.pathname = '/postgres';
  return other.toString();
}

function captureLog() {
  const warnings: string[] = [];
  const infos: string[] = [];
  return {
    warnings,
    infos,
    logger: { warn: (m: string) => warnings.push(m), info: (m: string) => infos.push(m) },
  };
}

const postgres = testDatabases().find((d) => d.kind === 'postgres');

describe.skipIf(!postgres)('a transaction open elsewhere in the cluster (postgres)', () => {
  let store: PostgresEventStore;
  beforeAll(async () => void (store = await openStore(postgres!)));
  afterAll(() => store?.close());

  it('is named as the blocker and in a warning while it hides new events, and delivery resumes when it ends', async () => {
    const blocker = new pg.Client({
      connectionString: otherDatabaseUrl(postgres!.url),
      application_name: 'forgotten-psql',
    });
    await blocker.connect();
    const log = captureLog();
    const watch = watchDelivery({
      db: store.pool,
      schema: store.schema,
      logger: log.logger,
      thresholdMs: 200,
      intervalMs: 50,
    });
    try {
      const pid = (await blocker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      await blocker.query('BEGIN');
      await blocker.query('SELECT pg_current_xact_id()');
      await store.append('held-1', [{ type: 'Held', data: { n: 1 } }], 'no_stream');

      expect(await store.readAll(START, 10)).toEqual([]);
      expect((await heldBackEvents(store.pool, store.schema)).count).toBe(1);
      // Other suites may run short transactions on this server meanwhile; ours outlives them.
      const found = await waitFor(async () => {
        const b = await findDeliveryBlocker(store.pool);
        return b?.pid === pid && b;
      });
      expect(found).toMatchObject({ pid, database: 'postgres', application: 'forgotten-psql' });
      expect(found.state).toMatch(/idle in transaction/);
      const health = await eventStoreHealth(store);
      expect(health.heldBack?.count).toBe(1);

      const warning = await waitFor(() => log.warnings.find((w) => w.includes(`pid ${pid}`)), {
        message: 'a warning naming the blocker',
      });
      expect(warning).toMatch(/database "postgres".*application "forgotten-psql"/);
      expect(warning).toMatch(/idle_in_transaction_session_timeout/);

      await blocker.query('COMMIT');
      const delivered = await waitFor(async () => {
        const events = await store.readAll(START, 10);
        return events.length === 1 && events;
      });
      expect(delivered[0]).toMatchObject({ streamId: 'held-1', data: { n: 1 } });
      await waitFor(() => log.infos.some((i) => /resumed/.test(i)), { message: 'the all-clear' });
      // Rate-limited: one warning for one blocker, however many checks saw it.
      expect(log.warnings.filter((w) => w.includes(`pid ${pid}`))).toHaveLength(1);
    } finally {
      await watch.stop();
      await blocker.end();
    }
  });
});

for (const db of testDatabases().filter((d) => d.kind === 'pglite')) {
  describe('delivery blockers on PGlite (one session)', () => {
    let store: PostgresEventStore;
    beforeAll(async () => void (store = await openStore(db)));
    afterAll(() => store?.close());

    it('finds no blocker and nothing held back', async () => {
      await store.append('pglite-1', [{ type: 'T', data: {} }], 'no_stream');
      expect(await findDeliveryBlocker(store.pool)).toBeNull();
      expect(await heldBackEvents(store.pool, store.schema)).toEqual({ count: 0, oldestAgeSeconds: null });
      expect(await eventStoreHealth(store)).toMatchObject({ kind: 'postgres', oldestTransaction: null });
    });
  });
}
