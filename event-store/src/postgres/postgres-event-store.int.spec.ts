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
