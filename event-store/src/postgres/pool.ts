import type pg from 'pg';

/**
 * Connection settings of the store's own pool, as server-kit's createPool: a query waits at most
 * 5 s for a connection and 15 s for its answer, and a vanished peer is noticed by TCP keepalive,
 * so an append or a read against a database that is away fails in seconds instead of hanging.
 */
export const POOL_SETTINGS = {
  connectionTimeoutMillis: 5_000,
  query_timeout: 15_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} satisfies pg.PoolConfig;

const LOG_EVERY_MS = 10_000;

/**
 * Error listeners on the pool and on every client it makes: a connection PostgreSQL closes (a
 * restart, a failover, pg_terminate_backend) would otherwise raise an 'error' event no one
 * handles, idle or checked out, and Node would exit. The pool drops the broken client; the next
 * query connects again. Reported at most every 10 s.
 */
export function surviveConnectionLoss(pool: pg.Pool, log: (message: string) => void = console.warn): pg.Pool {
  let lastLog = 0;
  const report = (error: Error & { code?: string }) => {
    if (Date.now() - lastLog < LOG_EVERY_MS) return;
    lastLog = Date.now();
    const code = error.code ? `${error.code} ` : '';
    log(`event store: database connection lost: ${code}${error.message}; connecting again on next use`);
  };
  // An idle client's error reaches both: the client's own listener reports it.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', report));
  return pool;
}
