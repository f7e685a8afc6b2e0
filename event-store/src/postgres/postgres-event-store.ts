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
import { formatPosition, parsePosition } from '../position.ts';
import { pollingSubscription } from './polling-subscription.ts';
import { toRecordedEvent, type EventRow } from './rows.ts';
import { eventsSql } from './sql.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { assertPositionsFromThisCluster } from './restore-check.ts';
import { inProcessWake, listenWake, notifyInProcess, type WakeMode } from './wake.ts';

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

  async function currentRevision(client: pg.ClientBase | pg.Pool, streamId: string): Promise<number> {
    const { rows } = await client.query<{ stream_revision: number }>(sql.currentRevision, [streamId]);
    return rows[0] ? Number(rows[0].stream_revision) : -1;
  }

  async function readAll(after: Position, limit = 1000): Promise<RecordedEvent[]> {
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
      for (let attempt = 0; ; attempt++) {
        try {
          const result = await tryAppend(streamId, events, expected);
          if (wakeMode === 'in-process') notifyInProcess(wakeKey);
          return result;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
          // A concurrent appender took the revision: fine to retry only when no revision was promised.
          const unconditional = expected === 'any' || expected === 'stream_exists';
          if (unconditional && attempt < RETRIES_FOR_UNCONDITIONAL_APPEND) continue;
          const actual = await currentRevision(pool, streamId);
          throw new WrongExpectedRevisionError(streamId, expected, actual < 0 ? 'no_stream' : actual);
        }
      }
    },

    async readStream(streamId, readOptions) {
      const { rows } = await pool.query<EventRow>(sql.readStream, [streamId, readOptions?.fromRevision ?? 0]);
      return rows.map(toRecordedEvent);
    },

    subscribeToAll(subscribeOptions) {
      const wake =
        wakeMode === 'listen'
          ? listenWake(clientConfig, sql.channel, pollIntervalMs)
          : inProcessWake(wakeKey);
      return subscriptions.track(
        pollingSubscription({ read: readAll, wake, pollIntervalMs }, subscribeOptions),
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
