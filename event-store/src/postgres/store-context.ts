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
}

export function storeContext(options: PostgresEventStoreOptions): StoreContext {
  if (!options.pool && !options.connectionString) throw new TypeError('pool or connectionString is required');
  const ownsPool = !options.pool;
  const pool = options.pool ?? new pg.Pool({ connectionString: options.connectionString, ...POOL_SETTINGS });
  // A client losing its connection must not crash the process; the pool replaces it. A pool
  // passed in is its owner's to guard (server-kit's createPool does).
  if (ownsPool) surviveConnectionLoss(pool);
  const schema = options.schema ?? 'public';
  return {
    pool,
    ownsPool,
    schema,
    sql: eventsSql(schema),
    wakeMode: options.wake ?? 'listen',
    wakeKey: `${options.connectionString ?? describe(pool.options)}|${schema}`,
    clientConfig: options.connectionString
      ? { connectionString: options.connectionString, ...POOL_SETTINGS }
      : pool.options,
    pollIntervalMs: options.pollIntervalMs ?? 1000,
    recent: recentEvents(20_000),
  };
}

function describe(config: pg.PoolConfig): string {
  return config.connectionString ?? `${config.host ?? ''}:${config.port ?? ''}/${config.database ?? ''}`;
}
