import pg from 'pg';
import type {
  AppendResult,
  EventStore,
  ExpectedRevision,
  NewEvent,
  Position,
  RecordedEvent,
} from '../port.ts';
import { subscriptionRegistry } from '../subscription-registry.ts';
import { WrongExpectedRevisionError } from '../port.ts';
import { checkExpected, validateAppend } from '../expected-revision.ts';
import { comparePositions, formatPosition, parsePosition } from '../position.ts';
import { pollingSubscription } from './polling-subscription.ts';
import { toRecordedEvent, type EventRow } from './rows.ts';
import { callGroups, type Pending } from './call-groups.ts';
import { recentEvents } from './recent-events.ts';
import { eventsSql } from './sql.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { assertPositionsFromThisCluster } from './restore-check.ts';
import {
  inProcessWake,
  listenWake,
  notifyInProcess,
  sharedWake,
  type WakeMode,
  type WakeSource,
} from './wake.ts';

export interface PostgresEventStoreOptions {
  pool?: pg.Pool;
  connectionString?: string;
  /** Default 'public'. */
  schema?: string;
  /** 'listen' (LISTEN/NOTIFY, real PostgreSQL) or 'in-process' (PGlite). Default 'listen'. */
  wake?: WakeMode;
  /** Fallback poll of idle subscriptions. Default 1000 ms. */
  pollIntervalMs?: number;
}

export interface PostgresEventStore extends EventStore {
  /** Creates the schema, table and index if missing; safe to run concurrently and repeatedly. */
  migrate(): Promise<void>;
  /** Events after `after` in global order, only those no open transaction can still precede. */
  readAll(after: Position, limit?: number): Promise<RecordedEvent[]>;
  readonly pool: pg.Pool;
  readonly schema: string;
  /** NOTIFY channel of this schema, for writers outside the store that want to wake subscribers. */
  readonly channel: string;
}

const RETRIES_FOR_UNCONDITIONAL_APPEND = 5;
/** Events one shared read adds to the recent stretch at most. */
const EXTEND_PAGE = 1000;

interface AppendRequest {
  streamId: string;
  events: NewEvent[];
  expected: ExpectedRevision;
}

interface ReadRequest {
  streamId: string;
  fromRevision: number;
}

export function createPostgresEventStore(options: PostgresEventStoreOptions): PostgresEventStore {
  if (!options.pool && !options.connectionString) throw new TypeError('pool or connectionString is required');
  const ownsPool = !options.pool;
  const pool = options.pool ?? new pg.Pool({ connectionString: options.connectionString });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  if (ownsPool) pool.on('error', () => undefined);
  const schema = options.schema ?? 'public';
  const wakeMode = options.wake ?? 'listen';
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const sql = eventsSql(schema);
  const clientConfig: pg.ClientConfig = options.connectionString
    ? { connectionString: options.connectionString }
    : pool.options;
  const wakeKey = `${options.connectionString ?? describe(pool.options)}|${schema}`;
  const subscriptions = subscriptionRegistry();

  async function tryAppend(
    streamId: string,
    events: NewEvent[],
    expected: ExpectedRevision,
  ): Promise<AppendResult> {
    const payload = JSON.stringify(
      events.map((e) => ({ type: e.type, data: e.data, metadata: e.metadata ?? {} })),
    );
    const kind = typeof expected === 'number' ? 'revision' : expected;
    const revision = typeof expected === 'number' ? expected : null;
    const { rows } = await pool.query<{ current: number; tx: string | null; pos: string | null }>(
      sql.append,
      [streamId, kind, revision, payload, wakeMode === 'listen'],
    );
    const { current, tx, pos } = rows[0]!;
    if (tx === null || pos === null) {
      checkExpected(streamId, expected, Number(current));
      throw new Error(`append to ${streamId} inserted nothing although revision ${current} was expected`);
    }
    return { nextRevision: Number(current) + events.length, position: formatPosition(tx, pos) };
  }

  /** One append with its retries: a concurrent appender may take the revision first. */
  async function appendAlone({ streamId, events, expected }: AppendRequest): Promise<AppendResult> {
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await tryAppend(streamId, events, expected);
        recent.changed(result.position);
        if (wakeMode === 'in-process') notifyInProcess(wakeKey, result.position);
        return result;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // Fine to retry only when no revision was promised.
        const unconditional = expected === 'any' || expected === 'stream_exists';
        if (unconditional && attempt < RETRIES_FOR_UNCONDITIONAL_APPEND) continue;
        const actual = await currentRevision(pool, streamId);
        throw new WrongExpectedRevisionError(streamId, expected, actual < 0 ? 'no_stream' : actual);
      }
    }
  }

  /** Several appends in one statement; if another process raced one of them, each goes alone. */
  async function appendTogether(appends: Pending<AppendRequest, AppendResult>[]): Promise<void> {
    const requests = appends.map(({ request: { streamId, events, expected } }) => ({
      s: streamId,
      k: typeof expected === 'number' ? 'revision' : expected,
      r: typeof expected === 'number' ? expected : null,
      e: events.map((e) => ({ type: e.type, data: e.data, metadata: e.metadata ?? {} })),
    }));
    let rows: { ord: number; current: number; tx: string | null; pos: string | null }[];
    try {
      ({ rows } = await pool.query(sql.appendGroup, [JSON.stringify(requests), wakeMode === 'listen']));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await Promise.all(appends.map((a) => appendAlone(a.request).then(a.resolve, a.reject)));
      return;
    }
    const positions = rows.flatMap((r) =>
      r.tx === null || r.pos === null ? [] : [formatPosition(r.tx, r.pos)],
    );
    const last = positions.sort(comparePositions).at(-1);
    if (last) recent.changed(last);
    if (wakeMode === 'in-process' && last) notifyInProcess(wakeKey, last);
    for (const row of rows) {
      const { request, resolve, reject } = appends[row.ord - 1]!;
      const current = Number(row.current);
      if (row.tx === null || row.pos === null) {
        try {
          checkExpected(request.streamId, request.expected, current);
          throw new Error(
            `append to ${request.streamId} inserted nothing although revision ${current} was expected`,
          );
        } catch (error) {
          reject(error);
        }
        continue;
      }
      resolve({ nextRevision: current + request.events.length, position: formatPosition(row.tx, row.pos) });
    }
  }

  async function readOne({ streamId, fromRevision }: ReadRequest): Promise<RecordedEvent[]> {
    const { rows } = await pool.query<EventRow>(sql.readStream, [streamId, fromRevision]);
    return rows.map(toRecordedEvent);
  }

  /** Several streams' reads in one statement (each stream read as of the same moment). */
  async function readTogether(reads: Pending<ReadRequest, RecordedEvent[]>[]): Promise<void> {
    const requests = reads.map(({ request }) => ({ s: request.streamId, f: request.fromRevision }));
    const { rows } = await pool.query<EventRow & { ord: number }>(sql.readStreams, [
      JSON.stringify(requests),
    ]);
    const found = reads.map((): RecordedEvent[] => []);
    for (const row of rows) found[row.ord - 1]!.push(toRecordedEvent(row));
    reads.forEach((read, i) => read.resolve(found[i]!));
  }

  const listenTo = sharedWake(() => listenWake(clientConfig, sql.channel, pollIntervalMs));
  // Two appends to one stream are never in flight together: this process never races itself.
  const appendGrouped = callGroups({
    single: appendAlone,
    group: appendTogether,
    exclusiveKey: (request) => request.streamId,
  });
  const readGrouped = callGroups({ single: readOne, group: readTogether });

  async function currentRevision(client: pg.ClientBase | pg.Pool, streamId: string): Promise<number> {
    const { rows } = await client.query<{ stream_revision: number }>(sql.currentRevision, [streamId]);
    return rows[0] ? Number(rows[0].stream_revision) : -1;
  }

  // Subscriptions woken by the same commit (the projector and every reactor of a process) ask for
  // the same events, each from its own checkpoint, at slightly different moments. They are served
  // from the recent stretch; a reader inside the stretch but past what it holds waits for one
  // shared read that extends the stretch from its end, instead of each sending its own query.
  // Their wake-ups keep `recent` told of every commit; `readAll` called directly always asks the
  // database.
  const recent = recentEvents(20_000);
  const reading = new Map<string, Promise<RecordedEvent[]>>();
  let extending: Promise<unknown> | null = null;

  async function readLive(after: Position, limit: number): Promise<RecordedEvent[]> {
    const known = recent.after(after, limit);
    if (known) return known;
    const end = recent.end();
    if (end === null || recent.held(after, 0) === null) return readShared(after, limit);
    extending ??= readShared(end, EXTEND_PAGE).finally(() => (extending = null));
    await extending;
    // What the stretch holds now, even short of an announced commit: that commit is hidden
    // behind an older open transaction, or came after the shared read began, and the reader,
    // behind an announced position, comes back for it (at once, or after a short pause).
    return recent.after(after, limit) ?? recent.held(after, limit) ?? readShared(after, limit);
  }

  /** One query for a page asked for by several at once; the page goes into the stretch. */
  function readShared(after: Position, limit: number): Promise<RecordedEvent[]> {
    const key = `${after}|${limit}`;
    let page = reading.get(key);
    if (!page) {
      const mark = recent.mark();
      page = readPage(after, limit)
        .then((events) => {
          recent.add(after, events, limit, mark);
          return events;
        })
        .finally(() => reading.delete(key));
      reading.set(key, page);
    }
    return page;
  }

  function readAll(after: Position, limit = 1000): Promise<RecordedEvent[]> {
    return readPage(after, limit);
  }

  async function readPage(after: Position, limit: number): Promise<RecordedEvent[]> {
    const { major, minor } = parsePosition(after);
    const { rows } = await pool.query<EventRow>(sql.readAll, [major.toString(), minor.toString(), limit]);
    return rows.map(toRecordedEvent);
  }

  return {
    pool,
    schema,
    channel: sql.channel,
    readAll,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // Concurrent CREATE ... IF NOT EXISTS can still collide; one migrator at a time.
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`event-store:${schema}`]);
        await client.query(sql.migrate);
        // Before any append: positions copied from another cluster would order new events first.
        await assertPositionsFromThisCluster(client, schema);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },

    async append(streamId, events, expected) {
      validateAppend(streamId, events, expected);
      return appendGrouped({ streamId, events, expected });
    },

    async readStream(streamId, readOptions) {
      return readGrouped({ streamId, fromRevision: readOptions?.fromRevision ?? 0 });
    },

    subscribeToAll(subscribeOptions) {
      const source = wakeMode === 'listen' ? listenTo() : inProcessWake(wakeKey);
      // Another process's commit (or this one's): the recent stretch may no longer reach the head.
      const wake: WakeSource = {
        start: (onWake) =>
          source.start((position) => {
            recent.changed(position);
            onWake(position);
          }),
        stop: () => source.stop(),
      };
      return subscriptions.track(
        pollingSubscription({ read: readLive, wake, pollIntervalMs }, subscribeOptions),
      );
    },

    async close() {
      await subscriptions.closeAll();
      if (ownsPool) await pool.end();
    },
  };
}

function describe(config: pg.PoolConfig): string {
  return config.connectionString ?? `${config.host ?? ''}:${config.port ?? ''}/${config.database ?? ''}`;
}
