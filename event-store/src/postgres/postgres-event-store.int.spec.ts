import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventStoreContract } from '../event-store.contract.ts';
import type { RecordedEvent } from '../port.ts';
import { comparePositions, parsePosition } from '../position.ts';
import { freshSchema, testDatabases, waitFor, wakeFor, type TestDatabase } from '../testing/index.ts';
import { createPostgresEventStore, type PostgresEventStore } from './postgres-event-store.ts';

function open(db: TestDatabase, schema: string): PostgresEventStore {
  return createPostgresEventStore({ connectionString: db.url, schema, wake: wakeFor(db.kind) });
}

for (const db of testDatabases()) {
  eventStoreContract(`postgres (${db.kind})`, async () => {
    const schema = await freshSchema(db.url);
    const store = open(db, schema);
    await store.migrate();
    return {
      store,
      openAnotherClient: async () => open(db, schema),
      cleanup: () => store.close(),
    };
  });

  describe(`postgres event store specifics (${db.kind})`, () => {
    let store: PostgresEventStore;
    beforeAll(async () => {
      store = open(db, await freshSchema(db.url));
      await store.migrate();
    });
    afterAll(() => store?.close());

    it('appends hundreds at once in shared statements, each keeping its own expected revision', async () => {
      const streams = Array.from({ length: 120 }, (_, i) => `group-${i}`);
      await Promise.all(
        streams.slice(0, 60).map((s) => store.append(s, [{ type: 'Seed', data: {} }], 'no_stream')),
      );
      const statements = countStatements(store);
      const outcomes = await Promise.allSettled([
        // Two appends per stream promising the same revision: exactly one of each pair lands.
        ...streams.flatMap((s, i) => {
          const expected = i < 60 ? 0 : ('no_stream' as const);
          const append = (n: number) =>
            store.append(
              s,
              [
                { type: 'Try', data: { n } },
                { type: 'Try2', data: { n } },
              ],
              expected,
            );
          return [append(1), append(2)];
        }),
        // A wrong promise fails alone, without failing the others in its statement.
        store.append('group-0', [{ type: 'Late', data: {} }], 7),
        store.append('group-fresh', [{ type: 'Any', data: {} }], 'any'),
      ]);
      const landed = outcomes.filter((o) => o.status === 'fulfilled');
      const refused = outcomes.filter((o) => o.status === 'rejected');
      expect(landed).toHaveLength(121);
      expect(refused.map((o) => (o as PromiseRejectedResult).reason.name)).toEqual(
        Array(121).fill('WrongExpectedRevisionError'),
      );
      expect(statements()).toBeLessThan(120);
      // Each stream holds one whole append after its seed, revisions without gaps, and the
      // positions answered are the ones stored.
      for (const [i, s] of streams.entries()) {
        const events = await store.readStream(s);
        expect(events.map((e) => e.revision)).toEqual(i < 60 ? [0, 1, 2] : [0, 1]);
        expect(events.at(-1)!.type).toBe('Try2');
      }
      const positions = landed.map((o) => (o as PromiseFulfilledResult<{ position: string }>).value.position);
      expect(new Set(positions).size).toBe(121);
    });

    it('reads many streams at once in shared statements, each from its own revision', async () => {
      const streams = Array.from({ length: 80 }, (_, i) => `read-${i}`);
      await Promise.all(
        streams.map((s, i) =>
          store.append(
            s,
            Array.from({ length: 1 + (i % 4) }, (_, n) => ({ type: 'E', data: { s, n } })),
            'no_stream',
          ),
        ),
      );
      const statements = countStatements(store);
      const reads = await Promise.all([
        ...streams.map((s) => store.readStream(s)),
        ...streams.map((s) => store.readStream(s, { fromRevision: 1 })),
        store.readStream('read-none'),
      ]);
      // The first goes out at once; the 160 that arrived meanwhile wait for it and go as one.
      expect(statements()).toBe(2);
      streams.forEach((s, i) => {
        const count = 1 + (i % 4);
        expect(reads[i]!.map((e) => [e.streamId, e.revision, e.data])).toEqual(
          Array.from({ length: count }, (_, n) => [s, n, { s, n }]),
        );
        expect(reads[80 + i]!.map((e) => e.revision)).toEqual(
          Array.from({ length: count - 1 }, (_, n) => n + 1),
        );
      });
      expect(reads[160]).toEqual([]);
    });

    it('migrates idempotently, also concurrently', async () => {
      const twin = open(db, store.schema);
      await Promise.all([store.migrate(), twin.migrate(), store.migrate()]);
      await twin.close();
      const { position } = await store.append('m-1', [{ type: 'T', data: {} }], 'no_stream');
      expect(parsePosition(position).major).toBeGreaterThan(0n);
    });

    // Only real PostgreSQL runs transactions side by side; PGlite serialises them through its
    // single session, so transaction A could not stay open while B commits there.
    it.runIf(db.kind === 'postgres')(
      'never skips an event whose transaction commits after a later-numbered one',
      async () => {
        const from = (await store.append('overlap-marker', [{ type: 'Marker', data: {} }], 'no_stream'))
          .position;
        const delivered: RecordedEvent[] = [];
        const subscription = store.subscribeToAll({
          from,
          handler: async (events) => void delivered.push(...events),
        });
        const raw = new pg.Client({ connectionString: db.url });
        await raw.connect();
        try {
          await raw.query('BEGIN');
          const { rows } = await raw.query<{ pos: string }>(
            `INSERT INTO ${pg.escapeIdentifier(store.schema)}.events (stream_id, stream_revision, type, data)
             VALUES ('overlap-a', 0, 'A', '{}') RETURNING global_position::text AS pos`,
          );
          const b = await store.append('overlap-b', [{ type: 'B', data: {} }], 'no_stream');
          // A took the lower sequence number but has not committed: B must stay invisible.
          expect(BigInt(rows[0]!.pos)).toBeLessThan(parsePosition(b.position).minor);
          expect(await store.readAll(from)).toEqual([]);
          expect(delivered).toEqual([]);
          await raw.query(`SELECT pg_notify($1, '')`, [store.channel]);
          await raw.query('COMMIT');
        } finally {
          await raw.end();
        }
        await waitFor(() => delivered.length >= 2, { message: 'A and B' });
        await subscription.close();
        expect(delivered.map((e) => e.type)).toEqual(['A', 'B']);
        expect(comparePositions(delivered[0]!.position, delivered[1]!.position)).toBeLessThan(0);
      },
    );
  });
}

/** Statements the store's pool sends from now on (one shared statement appends many). */
function countStatements(store: PostgresEventStore): () => number {
  let count = 0;
  const query = store.pool.query.bind(store.pool) as (...args: unknown[]) => unknown;
  (store.pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    count++;
    return query(...args);
  };
  return () => count;
}
