import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { describeDatabaseError } from './database-unavailable.ts';

export interface PoolOptions {
  /**
   * How long a query may wait for a connection (a new one, or a free one of a full pool) before it
   * fails: a database that is away or unreachable answers requests with 503 in seconds instead of
   * holding them. Default 5 s.
   */
  connectTimeoutMs?: number;
  /**
   * How long the driver waits for a query's answer (a half-open connection to a host that
   * vanished never answers). 0 turns it off, for the rebuild and other long batch work.
   * Default 15 s.
   */
  queryTimeoutMs?: number;
  /** Where lost connections are reported (at most once per 10 s per pool). Default console.warn. */
  log?: (message: string) => void;
}

const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
const DEFAULT_QUERY_TIMEOUT_MS = 15_000;
const LOG_EVERY_MS = 10_000;

/**
 * One pg pool per connection string; int8 stays a string (positions are compared as text pairs).
 *
 * The pool outlives its database: a connection PostgreSQL closes (a restart, a failover,
 * pg_terminate_backend, a proxy's idle timeout) is reported and dropped, never an uncaught
 * 'error' event (which would end the process), and the next query connects again.
 */
export function createPool(connectionString: string, max = 10, options: PoolOptions = {}): pg.Pool {
  const queryTimeoutMs = options.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
    ...(queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs } : {}),
    // A peer that vanished without closing the connection is noticed by the kernel.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  return survivingConnectionLoss(pool, options.log);
}

/**
 * Error listeners on the pool (idle connections) and on every client it makes (connections
 * checked out by Kysely or a transaction when they drop): without them pg emits an 'error' no
 * one handles and Node exits. The pool removes the broken client itself; the query that was
 * running fails with the error (and its request answers 503).
 */
export function survivingConnectionLoss(
  pool: pg.Pool,
  log: (message: string) => void = console.warn,
): pg.Pool {
  let lastLog = 0;
  let quiet = 0;
  const report = (error: unknown) => {
    const now = Date.now();
    if (now - lastLog < LOG_EVERY_MS) return void quiet++;
    const more = quiet > 0 ? ` (${quiet} more since the last report)` : '';
    lastLog = now;
    quiet = 0;
    log(`database connection lost: ${describeDatabaseError(error)}${more}; connecting again on next use`);
  };
  // An idle client's error reaches both: the client's own listener reports it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', report));
  return pool;
}

/** Kysely over a pg pool, every table qualified with `schema` (PGlite shares one session: no search_path). */
export function createKysely<DB>(pool: pg.Pool, schema: string): Kysely<DB> {
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }) }).withSchema(schema);
}
