import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import { createPostgresEventStore, type PostgresEventStore } from '@cinema/event-store';
import { freshSchema, testDatabases, waitFor, wakeFor } from '@cinema/event-store/testing';
import { createKysely, createPool } from '@cinema/server-kit';
import type { ReadDatabase } from './db/database.ts';
import { migrateReadModels } from './db/migrate.ts';
import { allProjections } from '../projections.ts';
import type { Projection } from './projection.ts';
import { applyBatch, readCheckpoint, startProjector } from '@cinema/workflow';
import { rebuildInto } from './rebuild-read-models.ts';
import { accountRegistered, cityAdded, recordingLog } from '../testing/projector-fixture.ts';

describe.each(testDatabases())('projector on $kind', (database) => {
  let store: PostgresEventStore;
  let pool: pg.Pool;
  let root: Kysely<unknown>;
  let readSchema: string;
  let db: Kysely<ReadDatabase>;

  beforeAll(async () => {
    const eventsSchema = await freshSchema(database.url);
    readSchema = await freshSchema(database.url);
    store = createPostgresEventStore({
      connectionString: database.url,
      schema: eventsSchema,
      wake: wakeFor(database.kind),
    });
    await store.migrate();
    pool = createPool(database.url);
    root = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    await migrateReadModels(root, readSchema);
    db = createKysely<ReadDatabase>(pool, readSchema);
  });
  afterAll(async () => {
    await store?.close();
    await pool?.end();
  });

  /** A projection that records every event it sees, without any idempotence of its own. */
  const logProjection = (table: string, failOn?: { name: string; once: boolean }): Projection => ({
    name: 'log',
    handles: ['CityAdded'],
    apply: async (trx, event) => {
      if (event.type !== 'CityAdded') return;
      if (failOn && event.data.cityName === failOn.name) {
        if (failOn.once) failOn.name = '';
        throw new Error(`refusing ${event.data.cityName}`);
      }
      await sql`insert into ${sql.table(`${readSchema}.${table}`)} (position) values (${event.position})`.execute(
        trx,
      );
    },
  });
  const logRows = async (table: string) =>
    (
      await sql<{ position: string }>`select position from ${sql.table(`${readSchema}.${table}`)}`.execute(
        root,
      )
    ).rows.map((r) => r.position);

  it('applies every event exactly once across a restart, resuming from its checkpoint', async () => {
    await sql`create table ${sql.table(`${readSchema}.restart_log`)} (position text not null)`.execute(root);
    const first = await store.append('cities', [cityAdded('A1'), cityAdded('A2')], 'any');
    const running = await startProjector({
      store,
      db,
      projections: [logProjection('restart_log')],
      name: 'restart',
    });
    await waitFor(async () => (await readCheckpoint(db, 'restart')) === first.position, {
      message: 'first checkpoint',
    });
    await running.close();

    const second = await store.append('cities', [cityAdded('A3')], 'any');
    const again = await startProjector({
      store,
      db,
      projections: [logProjection('restart_log')],
      name: 'restart',
    });
    await waitFor(async () => (await readCheckpoint(db, 'restart')) === second.position, {
      message: 'second checkpoint',
    });
    await again.close();

    const rows = await logRows('restart_log');
    const all = (await store.readAll('0:0', 1000))
      .filter((e) => e.type === 'CityAdded')
      .map((e) => e.position);
    expect(rows.sort()).toEqual(all.sort());
  });

  it('commits a batch and its checkpoint together: a failing event leaves neither, and a retry applies it', async () => {
    await sql`create table ${sql.table(`${readSchema}.tx_log`)} (position text not null)`.execute(root);
    const failOn = { name: 'B2', once: true };
    const log = recordingLog();
    await store.append('cities', [cityAdded('B1'), cityAdded('B2'), cityAdded('B3')], 'any');
    const running = await startProjector({
      store,
      db,
      projections: [logProjection('tx_log', failOn)],
      name: 'tx',
      log,
    });
    const head = (await store.readAll('0:0', 1000)).at(-1)!.position;
    await waitFor(async () => (await readCheckpoint(db, 'tx')) === head, {
      message: 'checkpoint after retry',
    });
    await running.close();
    expect(log.lines.join('\n')).toMatch(/refusing B2.*retrying event by event/);
    const cityEvents = (await store.readAll('0:0', 1000)).filter((e) => e.type === 'CityAdded');
    // B1 was in the failed batch: had its row survived without the checkpoint, the retry would log it twice.
    expect((await logRows('tx_log')).sort()).toEqual(cityEvents.map((e) => e.position).sort());
  });

  it('gives the same rows when an event is applied twice', async () => {
    const { position } = await store.append('cities', [cityAdded('Twice')], 'any');
    const [event] = (await store.readAll('0:0', 1000)).filter((e) => e.position === position);
    await applyBatch({ db, name: 'twice', projections: allProjections }, [event!]);
    const once = await db.selectFrom('cities').selectAll().where('city_name', '=', 'Twice').execute();
    await applyBatch({ db, name: 'twice', projections: allProjections }, [event!]);
    expect(await db.selectFrom('cities').selectAll().where('city_name', '=', 'Twice').execute()).toEqual(
      once,
    );
    expect(once).toHaveLength(1);
  });

  it('rebuilds from the whole history into fresh tables equal to the live ones', async () => {
    for (let i = 0; i < 5; i++) {
      const { stream, event } = accountRegistered(i);
      await store.append(stream, [event], 'no_stream');
    }
    await store.append('cities', [cityAdded('Rebuild City')], 'any');
    const live = await startProjector({ store, db, projections: allProjections });
    const head = (await store.readAll('0:0', 10_000)).at(-1)!.position;
    await waitFor(async () => (await readCheckpoint(db, 'main')) === head, {
      message: 'live projector caught up',
    });
    await live.close();

    const rebuiltSchema = `${readSchema}_rb`;
    const reached = await rebuildInto(store, pool, rebuiltSchema, allProjections);
    expect(reached).toBe(head);
    const rebuilt = createKysely<ReadDatabase>(pool, rebuiltSchema);
    for (const table of ['cities', 'accounts'] as const) {
      const liveRows = await db.selectFrom(table).selectAll().orderBy('position').execute();
      const rebuiltRows = await rebuilt.selectFrom(table).selectAll().orderBy('position').execute();
      expect(rebuiltRows).toEqual(liveRows);
      expect(liveRows.length).toBeGreaterThan(0);
    }
    expect(await readCheckpoint(rebuilt, 'main')).toBe(head);
    // The indexes a rebuild drops while it loads are all back, as the migrations made them.
    const indexes = async (schema: string) =>
      (
        await sql<{ name: string; definition: string }>`
          select indexname as name, replace(indexdef, ${schema}, 'S') as definition
          from pg_indexes where schemaname = ${schema} order by indexname`.execute(root)
      ).rows;
    expect(await indexes(rebuiltSchema)).toEqual(await indexes(readSchema));
    expect((await indexes(rebuiltSchema)).some((i) => i.name === 'screening_seats_hold_idx')).toBe(true);
  });
});
