import { createHash } from 'node:crypto';
import pg from 'pg';
import { POOL_SETTINGS, surviveConnectionLoss } from './pool.ts';
import { recentEvents } from './recent-events.ts';
import { eventsSql } from './sql.ts';
import type { WakeMode } from './wake.ts';

export interface PostgresEventStoreOptions {
  pool?: pg.Pool;
  connectionString?: string;
  /** Default 'public'. */
  schema?: string;
  /** 'listen' (LISTEN/NOTIFY, real PostgreSQL) or 'in-process' (PGlite). Default 'listen'. */
  wake?: WakeMode;
  /** Fallback poll of idle subscriptions. Default 1000 ms. */
  pollIntervalMs?: number;
  /**
   * Send the store's fixed statements as named prepared statements. Default: on with wake 'listen'
   * (real PostgreSQL); off with 'in-process' (PGlite). PGlite's connections share one session, so a
   * name one connection prepared already exists for the next: when the server says so (PGlite
   * reached through a connection string), the store stops naming its statements.
   */
  preparedStatements?: boolean;
  /** See EventStore.soleWriter. Default false. */
  soleWriter?: boolean;
}

/** What the store's parts (appends, reads, live reads, subscriptions) share. */
export interface StoreContext {
  pool: pg.Pool;
  ownsPool: boolean;
  schema: string;
  sql: ReturnType<typeof eventsSql>;
  wakeMode: WakeMode;
  /** Names this database and schema for in-process wake-ups (PGlite). */
  wakeKey: string;
  /** A connection of its own for LISTEN. */
  clientConfig: pg.ClientConfig;
  pollIntervalMs: number;
  /** The recent stretch of the log that subscriptions are served from (see live-reads.ts). */
  recent: ReturnType<typeof recentEvents>;
  /** Runs one of the store's fixed statements, named while statements are prepared. */
  query: <R extends pg.QueryResultRow>(text: string, values: unknown[]) => Promise<pg.QueryResult<R>>;
}

export function storeContext(options: PostgresEventStoreOptions): StoreContext {
  if (!options.pool && !options.connectionString) throw new TypeError('pool or connectionString is required');
  const ownsPool = !options.pool;
  const pool = options.pool ?? new pg.Pool({ connectionString: options.connectionString, ...POOL_SETTINGS });
  // A client losing its connection must not crash the process; the pool replaces it. A pool
  // passed in is its owner's to guard (server-kit's createPool does).
  if (ownsPool) surviveConnectionLoss(pool);
  const schema = options.schema ?? 'public';
  const wakeMode = options.wake ?? 'listen';
  let prepared = options.preparedStatements ?? wakeMode === 'listen';
  const statement = (text: string, values: unknown[]): pg.QueryConfig =>
    prepared ? { name: statementName(text), text, values } : { text, values };
  return {
    pool,
    ownsPool,
    schema,
    sql: eventsSql(schema),
    wakeMode,
    wakeKey: `${options.connectionString ?? describe(pool.options)}|${schema}`,
    clientConfig: options.connectionString
      ? { connectionString: options.connectionString, ...POOL_SETTINGS }
      : pool.options,
    pollIntervalMs: options.pollIntervalMs ?? 1000,
    recent: recentEvents(20_000),
    async query<R extends pg.QueryResultRow>(text: string, values: unknown[]) {
      const config = statement(text, values);
      try {
        return await pool.query<R>(config);
      } catch (error) {
        if (!config.name || (error as { code?: string }).code !== DUPLICATE_PREPARED_STATEMENT) throw error;
        prepared = false;
        return pool.query<R>({ text, values });
      }
    },
  };
}

/** SQLSTATE 42P05: another connection of the same session (PGlite's one) prepared that name. */
const DUPLICATE_PREPARED_STATEMENT = '42P05';

const names = new Map<string, string>();

/**
 * A prepared statement's name, from its text (which names the schema): the server parses and plans
 * it once per connection, and each call sends only its values. The append and the grouped reads
 * are long statements; sending and planning them on every hold was a large part of the cost.
 */
function statementName(text: string): string {
  let name = names.get(text);
  if (!name) names.set(text, (name = `es_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`));
  return name;
}

function describe(config: pg.PoolConfig): string {
  return config.connectionString ?? `${config.host ?? ''}:${config.port ?? ''}/${config.database ?? ''}`;
}
