import { randomUUID } from 'node:crypto';
import { comparePositions, type Position } from '@cinema/contracts';
import type { EventStore, RecordedEvent } from '@cinema/event-store';
import { createKysely } from '@cinema/server-kit';
import { sql, Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import {
  acquireLease,
  announceLeaseReleased,
  applyBatch,
  assertLeaseHeld,
  keepLease,
  type ProjectorLog,
  readCheckpoint,
  releaseLease,
  requestHandover,
  saveCheckpoint,
} from '@cinema/workflow';
import type { ReadDatabase } from './db/database.ts';
import { migrateReadModels } from './db/migrate.ts';
import type { Projection } from './projection.ts';

/** Large, because the projections fold a batch at once: the bigger it is, the fewer rows they write. */
const BATCH = 10_000;

/**
 * Applies events after the stored checkpoint until the store has no more, or `target` is passed.
 * The next batch is read while this one is applied. Commits do not wait for the disk
 * (synchronous_commit off): after a crash a rebuild may have lost its last batches, and the
 * checkpoint with them, so it just applies them again.
 */
async function catchUp(
  store: EventStore,
  db: Kysely<ReadDatabase>,
  name: string,
  projections: readonly Projection[],
  { target, log }: { target?: Position; log?: ProjectorLog } = {},
): Promise<Position> {
  let position = await readCheckpoint(db, name);
  let reading = store.readAll(position, BATCH);
  for (;;) {
    const batch = await reading;
    const last = batch.at(-1)?.position ?? position;
    if (batch.length === BATCH) reading = store.readAll(last, BATCH);
    if (batch.length > 0)
      position = (await applyBatch({ db, name, projections, log, relaxedCommit: true }, batch)).position!;
    const reached = !target || comparePositions(position, target) >= 0;
    if (batch.length < BATCH && reached) return position;
    if (batch.length < BATCH) reading = store.readAll(position, BATCH);
  }
}

/**
 * Replays the whole history into fresh tables in `targetSchema` (dropped first if present) and
 * returns the position it reached. Nothing else may write to `targetSchema` meanwhile.
 */
export async function rebuildInto(
  store: EventStore,
  pool: pg.Pool,
  targetSchema: string,
  projections: readonly Projection[],
  name = 'main',
  log?: ProjectorLog,
): Promise<Position> {
  const root = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  await sql`drop schema if exists ${sql.id(targetSchema)} cascade`.execute(root);
  await migrateReadModels(root, targetSchema);
  // Nobody reads these tables until the replay ends: no write-ahead log while it runs (a crash
  // leaves them empty, and the rebuild starts over), then logged once, as a whole, at the end.
  const tables = await tablesOf(root, targetSchema);
  await setLogged(root, targetSchema, tables, false);
  // Secondary indexes are built once over the finished tables, not kept up row by row. (A seats
  // replay that outgrows memory reads a hold's rows through the primary key's screening_id.)
  const indexes = await dropSecondaryIndexes(root, targetSchema);
  const db = createKysely<ReadDatabase>(pool, targetSchema);
  const position = await replayInLanes(store, db, name, projections, log);
  // Each table logged first (a rewrite that also rebuilds the indexes it has) and then given its
  // secondary indexes, built once and logged as they are written; tables side by side, each on
  // a connection of its own, so the big ones do not wait for each other.
  await Promise.all(
    tables.map(async (table) => {
      await setLogged(root, targetSchema, [table], true);
      for (const index of indexes.filter((i) => i.table === table))
        await sql.raw(index.definition).execute(root);
    }),
  );
  return position;
}

/**
 * The whole history into fresh tables, each projection that applies batches set-based in a lane
 * of its own (and the rest together in one more), each lane on its own connection: the heavy
 * projections then use both cores of the database instead of taking turns. Pages are read once
 * and handed to every lane; a lane may run up to `AHEAD` pages in front of the slowest, so one
 * lane's long write does not hold the others up. A projection that can replay keeps its state in
 * memory and writes it in its lane's last transaction. Each lane keeps its own checkpoint while
 * it runs; at the end the projector's checkpoint takes their common position. Nobody reads the
 * tables meanwhile, so lanes being apart inside a run never shows.
 */
async function replayInLanes(
  store: EventStore,
  db: Kysely<ReadDatabase>,
  name: string,
  projections: readonly Projection[],
  log?: ProjectorLog,
): Promise<Position> {
  const heavy = projections.filter((p) => p.applyAll);
  const rest = projections.filter((p) => !p.applyAll);
  const lanes = [...heavy.map((p) => [p]), ...(rest.length > 0 ? [rest] : [])].map((members, i) => {
    const replaying = members.map((p) => ({ projection: p, replay: p.replay?.(db) }));
    const replays = replaying.flatMap(({ replay }) => (replay ? [replay] : []));
    const applying = replaying.map(({ projection, replay }) =>
      replay ? { ...projection, applyAll: replay.apply } : projection,
    );
    return { name: `${name}#lane${i}`, projections: applying, replays, pages: new PageQueue(AHEAD) };
  });
  const read = (async () => {
    let position: Position = '0:0';
    for (;;) {
      const page = await store.readAll(position, BATCH);
      if (page.length > 0) for (const lane of lanes) await lane.pages.push(page);
      if (page.length < BATCH) break;
      position = page.at(-1)!.position;
    }
    for (const lane of lanes) await lane.pages.push(null);
  })();
  const applied = lanes.map(async (lane) => {
    let last: Position = '0:0';
    for (let page = await lane.pages.next(); page; page = await lane.pages.next()) {
      await applyBatch(
        { db, name: lane.name, projections: lane.projections, log, relaxedCommit: true },
        page,
      );
      last = page.at(-1)!.position;
    }
    return last;
  });
  let position: Position;
  try {
    [[position = '0:0']] = await Promise.all([Promise.all(applied), read]);
  } catch (error) {
    for (const lane of lanes) lane.pages.stop();
    throw error;
  }
  for (const lane of lanes) for (const replay of lane.replays) await replay.drain?.();
  await db.transaction().execute(async (trx) => {
    for (const lane of lanes) for (const replay of lane.replays) await replay.finish(trx);
    if (position !== '0:0') await saveCheckpoint(trx, name, position);
    await trx
      .deleteFrom('projector_checkpoints')
      .where(
        'projector',
        'in',
        lanes.map((lane) => lane.name),
      )
      .execute();
  });
  return position === '0:0' ? readCheckpoint(db, name) : position;
}

/** Pages a lane may run ahead of the slowest one (each one held in memory until every lane is past it). */
const AHEAD = 4;

/** A bounded queue of pages between the reader and one lane; `null` ends it. */
class PageQueue {
  private readonly pages: (RecordedEvent[] | null)[] = [];
  private wakeReader?: () => void;
  private wakeLane?: () => void;
  private stopped = false;

  constructor(private readonly capacity: number) {}

  async push(page: RecordedEvent[] | null): Promise<void> {
    while (this.pages.length >= this.capacity && !this.stopped)
      await new Promise<void>((resolve) => (this.wakeReader = resolve));
    this.pages.push(page);
    this.wakeLane?.();
  }

  async next(): Promise<RecordedEvent[] | null> {
    while (this.pages.length === 0 && !this.stopped)
      await new Promise<void>((resolve) => (this.wakeLane = resolve));
    const page = this.stopped ? null : this.pages.shift()!;
    this.wakeReader?.();
    return page;
  }

  /** Another lane failed: let the reader and this lane finish without waiting on each other. */
  stop() {
    this.stopped = true;
    this.wakeReader?.();
    this.wakeLane?.();
  }
}

async function tablesOf(db: Kysely<unknown>, schema: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables where schemaname = ${schema} order by tablename`.execute(db);
  return rows.map((r) => r.name);
}

/**
 * Drops the schema's indexes that back no constraint (the projections' upserts need the primary
 * and unique keys) and gives back, with each one's table, the statements that create them again.
 */
async function dropSecondaryIndexes(
  db: Kysely<unknown>,
  schema: string,
): Promise<{ table: string; definition: string }[]> {
  const { rows } = await sql<{ name: string; table: string; definition: string }>`
    select i.indexname as name, i.tablename as table, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = ${schema}
      and i.indexdef not ilike 'create unique%'
      and not exists (
        select 1 from pg_constraint c
        join pg_namespace n on n.oid = c.connamespace
        where n.nspname = i.schemaname and c.conname = i.indexname)`.execute(db);
  for (const { name } of rows) await sql`drop index ${sql.id(schema, name)}`.execute(db);
  return rows.map(({ table, definition }) => ({ table, definition }));
}

async function setLogged(db: Kysely<unknown>, schema: string, tables: string[], logged: boolean) {
  for (const table of tables)
    await sql`alter table ${sql.id(schema, table)} set ${sql.raw(logged ? 'logged' : 'unlogged')}`.execute(
      db,
    );
}

export interface OnlineRebuildOptions {
  store: EventStore;
  pool: pg.Pool;
  /** The schema readers use; it is replaced, not changed in place. */
  schema: string;
  projections: readonly Projection[];
  name?: string;
  leaseTtlMs?: number;
  log?: ProjectorLog;
  /** Called once the history is replayed, before the handover (tests write more events here). */
  beforeHandover?: () => Promise<void>;
}

/**
 * Blue/green rebuild while the product keeps serving: replay history into `<schema>_rebuild`,
 * take the projector's lease over from the live instance (it stops applying at its next batch or
 * renewal), catch the new tables up past the live checkpoint, then in one transaction rename the
 * live schema away and the new one into its place, leaving the lease free. Readers see the old
 * tables until that commit and the new ones after; the live projector takes the lease back and
 * continues from the new checkpoint. The old schema is dropped last.
 */
export async function rebuildOnline(options: OnlineRebuildOptions): Promise<{ position: Position }> {
  const { store, pool, schema, projections, name = 'main', leaseTtlMs = 15_000 } = options;
  const log = options.log ?? console;
  const staging = `${schema}_rebuild`;
  const retired = `${schema}_retired`;
  const owner = `rebuild:${randomUUID().slice(0, 8)}`;
  const root = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  await migrateReadModels(root, schema);
  const live = createKysely<ReadDatabase>(pool, schema);
  const rebuildLease = `${name}:rebuild`;
  if (!(await acquireLease(live, rebuildLease, owner, leaseTtlMs)))
    throw new Error(
      `Another rebuild of ${schema} is running (lease ${rebuildLease}); try again when it ends.`,
    );
  const keepRebuild = keepLease(live, rebuildLease, owner, leaseTtlMs);
  let keepLive: ReturnType<typeof keepLease> | undefined;
  try {
    const replayed = await rebuildInto(store, pool, staging, projections, name, log);
    log.warn(`rebuild of ${schema}: history replayed into ${staging} up to ${replayed}; taking over`);
    await options.beforeHandover?.();
    await takeOver(live, name, owner, leaseTtlMs);
    keepLive = keepLease(live, name, owner, leaseTtlMs);
    const target = await readCheckpoint(live, name);
    const rebuilt = createKysely<ReadDatabase>(pool, staging);
    await catchUp(store, rebuilt, name, projections, { target, log });
    if (keepLive.lost()) throw new Error(`rebuild of ${schema}: lost the projector lease during catch-up`);
    const position = await swap(root, { schema, staging, retired, name, owner });
    await sql`drop schema if exists ${sql.id(retired)} cascade`.execute(root);
    log.warn(`rebuild of ${schema}: switched readers over at ${position}`);
    return { position };
  } catch (error) {
    await sql`drop schema if exists ${sql.id(staging)} cascade`.execute(root).catch(() => undefined);
    throw error;
  } finally {
    keepLive?.stop();
    keepRebuild.stop();
    await releaseLease(live, name, owner).catch(() => undefined);
    await releaseLease(live, rebuildLease, owner).catch(() => undefined);
    announceLeaseReleased(name);
  }
}

/** Asks the live owner to hand over and waits for the lease (or for it to expire if nobody runs). */
async function takeOver(live: Kysely<ReadDatabase>, name: string, owner: string, ttlMs: number) {
  const deadline = Date.now() + 3 * ttlMs;
  for (;;) {
    await requestHandover(live, name, owner);
    if (await acquireLease(live, name, owner, ttlMs)) return;
    if (Date.now() > deadline) throw new Error(`The live projector ${name} did not hand over its lease`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The switch: one transaction, fenced by the lease, never moving readers' checkpoint back. */
async function swap(
  root: Kysely<unknown>,
  s: { schema: string; staging: string; retired: string; name: string; owner: string },
): Promise<Position> {
  return root.transaction().execute(async (trx) => {
    const live = (trx as unknown as Kysely<ReadDatabase>).withSchema(s.schema);
    const rebuilt = (trx as unknown as Kysely<ReadDatabase>).withSchema(s.staging);
    await assertLeaseHeld(live, s.name, s.owner);
    const [from, to] = [await readCheckpoint(live, s.name), await readCheckpoint(rebuilt, s.name)];
    if (comparePositions(to, from) < 0)
      throw new Error(`rebuilt checkpoint ${to} is behind the live ${from}`);
    await rebuilt
      .insertInto('projector_leases')
      .values({ projector: s.name, owner: null, handover_to: null })
      .onConflict((oc) => oc.column('projector').doUpdateSet({ owner: null, handover_to: null }))
      .execute();
    await sql`drop schema if exists ${sql.id(s.retired)} cascade`.execute(trx);
    await sql`alter schema ${sql.id(s.schema)} rename to ${sql.id(s.retired)}`.execute(trx);
    await sql`alter schema ${sql.id(s.staging)} rename to ${sql.id(s.schema)}`.execute(trx);
    return to;
  });
}
