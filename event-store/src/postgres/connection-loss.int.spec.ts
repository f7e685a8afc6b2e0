import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import type { RecordedEvent, Subscription } from '../port.ts';
import { comparePositions } from '../position.ts';
import { freshSchema, testDatabases, waitFor } from '../testing/index.ts';
import { createPostgresEventStore, type PostgresEventStore } from './postgres-event-store.ts';

const postgres = testDatabases().find((d) => d.kind === 'postgres');

/**
 * PostgreSQL ends connections (a restart, a failover, pg_terminate_backend): a subscriber's LISTEN
 * connection and its pool's connections among them. Here only this suite's own connections are
 * ended (found by their application_name), never anyone else's on the shared cluster.
 */
describe.skipIf(!postgres)('the PostgreSQL event store when its connections are ended', () => {
  const opened: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((o) => o.close()));
  });

  async function storeNamed(name: string, schema: string, pollIntervalMs: number) {
    const url = new URL(postgres!.url);
    url.searchParams.set('application_name', name);
    const store = createPostgresEventStore({ connectionString: url.toString(), schema, pollIntervalMs });
    opened.push(store);
    await store.migrate();
    return store;
  }

  async function terminate(name: string): Promise<number> {
    const admin = new pg.Client({ connectionString: postgres!.url });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1`,
        [name],
      );
      return rows.length;
    } finally {
      await admin.end();
    }
  }

  it('LISTENs again and reads from its checkpoint: events appended after every connection was ended arrive, once, in order', async () => {
    const schema = await freshSchema(postgres!.url);
    const name = `conn-loss-${randomBytes(4).toString('hex')}`;
    // The fallback poll is slow: only LISTENing again can deliver within seconds.
    const subscriber = await storeNamed(name, schema, 60_000);
    const writer = await storeNamed(`${name}-writer`, schema, 60_000);
    const seen: RecordedEvent[] = [];
    const errors: unknown[] = [];
    const subscription: Subscription = subscriber.subscribeToAll({
      from: '0:0',
      handler: async (events) => void seen.push(...events),
      onError: (error) => errors.push(error),
    });
    opened.unshift(subscription);
    await writer.append('before', [{ type: 'Before', data: {} }], 'any');
    await waitFor(() => seen.length === 1, { message: 'the first event' });
    // Its pool has a connection too (the reads): idle now, so ending it must not crash the process.
    await waitFor(
      async () => {
        const listening = await writer.pool.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1`,
          [name],
        );
        return listening.rows[0].n >= 2;
      },
      { message: 'the LISTEN connection and a pooled one' },
    );

    expect(await terminate(name)).toBeGreaterThanOrEqual(2);
    // Committed while the subscriber is not listening, then after it is back.
    await writer.append('during', [{ type: 'During', data: {} }], 'any');
    // Well below the 60 s poll; not less, as an open transaction elsewhere on a shared cluster
    // holds new events back for a while.
    await waitFor(() => seen.length === 2, {
      message: 'the event appended while it was cut off',
      timeoutMs: 10_000,
    });
    await waitFor(
      async () => {
        const { rows } = await writer.pool.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1 AND query LIKE 'LISTEN%'`,
          [name],
        );
        return rows[0].n === 1;
      },
      { message: 'LISTENing again', timeoutMs: 5_000 },
    );
    await writer.append('after', [{ type: 'After', data: {} }], 'any');
    await waitFor(() => seen.length === 3, { message: 'the event appended after', timeoutMs: 10_000 });

    expect(seen.map((e) => e.type)).toEqual(['Before', 'During', 'After']);
    for (let i = 1; i < seen.length; i++)
      expect(comparePositions(seen[i]!.position, seen[i - 1]!.position)).toBeGreaterThan(0);
    // Queries and appends keep working on fresh connections.
    await subscriber.append('own', [{ type: 'Own', data: {} }], 'any');
    expect(await subscriber.readStream('own')).toHaveLength(1);
  });

  it('keeps the process alive when a checked-out connection is ended (as Kysely and transactions hold them)', async () => {
    const schema = await freshSchema(postgres!.url);
    const name = `conn-loss-${randomBytes(4).toString('hex')}`;
    const store: PostgresEventStore = await storeNamed(name, schema, 1_000);
    const held = await store.pool.connect();
    await held.query('BEGIN');
    // No 'error' listener here: the store's own must take the client's 'error' event, which
    // would otherwise be uncaught and end the process.
    const ended = new Promise<void>((resolve) => held.once('end', resolve));
    expect(await terminate(name)).toBeGreaterThan(0);
    await ended;
    await expect(held.query('SELECT 1')).rejects.toThrow();
    held.release(true);
    await store.append('still', [{ type: 'Here', data: {} }], 'any');
    expect(await store.readStream('still')).toHaveLength(1);
  });
});
