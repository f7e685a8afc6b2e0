import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START, type RecordedEvent } from '../port.ts';
import { createPostgresEventStore, type PostgresEventStore } from '../postgres/postgres-event-store.ts';
import { freshSchema, testDatabases, waitFor, wakeFor, type TestDatabase } from '../testing/index.ts';
import { exportEventLines } from './export-events.ts';
import { importEventLines, ImportTargetNotEmptyError } from './import-events.ts';
import { ImportLineError } from './ndjson-event.ts';

async function openStore(db: TestDatabase, schema?: string): Promise<PostgresEventStore> {
  const store = createPostgresEventStore({
    connectionString: db.url,
    schema: schema ?? (await freshSchema(db.url)),
    wake: wakeFor(db.kind),
  });
  await store.migrate();
  return store;
}

async function collect(lines: AsyncIterable<string>): Promise<string[]> {
  const all: string[] = [];
  for await (const line of lines) all.push(line);
  return all;
}

async function* from(lines: string[]) {
  yield* lines;
}

/** Other suites' transactions on a shared server hold delivery back for a moment: wait for all. */
const readEvery = (store: PostgresEventStore, count: number) =>
  waitFor(async () => {
    const events = await store.readAll(START, 100);
    return events.length === count && events;
  });

const comparable = (events: RecordedEvent[]) =>
  events.map(({ streamId, revision, type, data, metadata, recordedAt }) => ({
    streamId,
    revision,
    type,
    data,
    metadata,
    recordedAt,
  }));

for (const db of testDatabases()) {
  describe(`events:export and events:import (${db.kind})`, () => {
    let source: PostgresEventStore;
    let lines: string[];
    beforeAll(async () => {
      source = await openStore(db);
      // Interleaved streams, several events in one append, metadata, text that needs escaping.
      await source.append(
        'movie-1',
        [{ type: 'MovieAdded', data: { title: 'Śōlay "70mm"\n' } }],
        'no_stream',
      );
      await source.append(
        'city-1',
        [{ type: 'CityAdded', data: { n: 1 }, metadata: { by: 'a' } }],
        'no_stream',
      );
      await source.append(
        'movie-1',
        [
          { type: 'MovieRenamed', data: { price: 0 } },
          { type: 'MovieRated', data: [1, null, true] },
        ],
        0,
      );
      await source.append('city-1', [{ type: 'CityRenamed', data: null }], 0);
      // More digits than a JavaScript number holds: jsonb keeps them, so must the export.
      await source.pool.query(
        `UPDATE ${pg.escapeIdentifier(source.schema)}.events
         SET data = '{"price": 123.456789012345678901234}' WHERE type = 'MovieRenamed'`,
      );
      lines = await collect(exportEventLines(source.pool, source.schema));
    });
    afterAll(() => source?.close());

    it('writes one line per event in position order, and imports them as the same history', async () => {
      expect(lines).toHaveLength(5);
      expect(lines.map((l) => (JSON.parse(l) as { type: string }).type)).toEqual([
        'MovieAdded',
        'CityAdded',
        'MovieRenamed',
        'MovieRated',
        'CityRenamed',
      ]);
      const target = await openStore(db);
      try {
        expect(await importEventLines(target.pool, target.schema, from(lines))).toEqual({ imported: 5 });
        const before = await readEvery(source, 5);
        const after = await readEvery(target, 5);
        expect(comparable(after)).toEqual(comparable(before));
        expect(await target.readStream('movie-1')).toHaveLength(3);
        // New positions in the target, yet a second export is the same file apart from them.
        const again = await collect(exportEventLines(target.pool, target.schema));
        const withoutPosition = (l: string) => l.replace(/"position":"[^"]*",/, '');
        expect(again.map(withoutPosition)).toEqual(lines.map(withoutPosition));
        // The import is a history the store appends onto as usual.
        await expect(
          target.append('movie-1', [{ type: 'MovieRetired', data: {} }], 2),
        ).resolves.toMatchObject({
          nextRevision: 3,
        });
      } finally {
        await target.close();
      }
    });

    it('keeps recorded times to the microsecond and numbers to the last digit', async () => {
      const { rows } = await source.pool.query<{ data: string; at: string }>(
        `SELECT data::text AS data, recorded_at::text AS at FROM ${pg.escapeIdentifier(source.schema)}.events
         WHERE type = 'MovieRenamed'`,
      );
      const target = await openStore(db);
      try {
        await importEventLines(target.pool, target.schema, from(lines));
        const copied = await target.pool.query<{ data: string; at: string }>(
          `SELECT data::text AS data, recorded_at::text AS at FROM ${pg.escapeIdentifier(target.schema)}.events
           WHERE type = 'MovieRenamed'`,
        );
        expect(copied.rows).toEqual(rows);
      } finally {
        await target.close();
      }
    });

    it('refuses a target that already holds events, unless forced', async () => {
      const target = await openStore(db);
      try {
        await target.append('other-1', [{ type: 'Other', data: {} }], 'no_stream');
        await expect(importEventLines(target.pool, target.schema, from(lines))).rejects.toBeInstanceOf(
          ImportTargetNotEmptyError,
        );
        expect(await readEvery(target, 1)).toHaveLength(1);
        await importEventLines(target.pool, target.schema, from(lines), { force: true });
        expect((await readEvery(target, 6)).map((e) => e.streamId)).toEqual([
          'other-1',
          'movie-1',
          'city-1',
          'movie-1',
          'movie-1',
          'city-1',
        ]);
      } finally {
        await target.close();
      }
    });

    it('refuses a file whose stream revisions skip, naming the line', async () => {
      const target = await openStore(db);
      try {
        const skipping = [lines[0]!, lines[3]!]; // movie-1 revision 0, then 2
        await expect(importEventLines(target.pool, target.schema, from(skipping))).rejects.toThrow(
          new ImportLineError(2, 'stream movie-1 jumps from revision 1 to 2'),
        );
        await expect(importEventLines(target.pool, target.schema, from(['{"streamId":1}']))).rejects.toThrow(
          /Line 1: streamId/,
        );
      } finally {
        await target.close();
      }
    });
  });
}
