import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openEventStore } from '../open.ts';
import { freshSchema, testDatabases, wakeFor } from '../testing/index.ts';
import { createPostgresEventStore } from './postgres-event-store.ts';
import { PositionsAheadError } from './restore-check.ts';

for (const db of testDatabases()) {
  describe(`events restored from another cluster (${db.kind})`, () => {
    it('are refused at start-up with directions to export and import instead', async () => {
      const schema = await freshSchema(db.url);
      const first = createPostgresEventStore({ connectionString: db.url, schema, wake: wakeFor(db.kind) });
      await first.migrate();
      await first.append('restored-1', [{ type: 'Old', data: {} }], 'no_stream');
      // What pg_restore leaves behind: a row whose transaction id this cluster has not reached.
      await first.pool.query(
        `INSERT INTO ${pg.escapeIdentifier(schema)}.events (tx_id, stream_id, stream_revision, type, data)
         VALUES ('900000000000'::xid8, 'restored-1', 1, 'Old', '{}')`,
      );
      await first.close();

      const opening = openEventStore({ databaseUrl: db.url, schema, wake: wakeFor(db.kind) });
      await expect(opening).rejects.toBeInstanceOf(PositionsAheadError);
      await expect(opening).rejects.toThrow(/900000000000.*npm run events:export.*npm run events:import/s);
    });

    it('accept a store whose positions this cluster wrote', async () => {
      const schema = await freshSchema(db.url);
      const store = await openEventStore({ databaseUrl: db.url, schema, wake: wakeFor(db.kind) });
      await store.append('local-1', [{ type: 'New', data: {} }], 'no_stream');
      await store.close();
      const again = await openEventStore({ databaseUrl: db.url, schema, wake: wakeFor(db.kind) });
      await expect(again.append('local-1', [{ type: 'New', data: {} }], 0)).resolves.toMatchObject({
        nextRevision: 1,
      });
      await again.close();
    });
  });
}
