import pg from 'pg';

/** Anything that runs a query: a pool or a client. */
export type Queryable = Pick<pg.Pool, 'query'>;

/**
 * The oldest transaction in the cluster that holds a transaction id. Subscribers only read events
 * below the cluster-wide snapshot xmin, so while it stays open every newer event stays invisible,
 * whichever database it runs in. `state` and `transactionAgeSeconds` are null when the database
 * role may not see other roles' sessions (grant it pg_read_all_stats).
 */
export interface DeliveryBlocker {
  pid: number;
  database: string | null;
  user: string | null;
  application: string | null;
  state: string | null;
  transactionAgeSeconds: number | null;
}

/** Committed events subscribers cannot see yet, because an older transaction is still open. */
export interface HeldBackEvents {
  /** Counted up to 10,000. */
  count: number;
  /** Seconds since the oldest of them was recorded; null when there are none. */
  oldestAgeSeconds: number | null;
}

const HELD_BACK_CAP = 10_000;

const OLDEST_XID_HOLDER = `
  SELECT pid, datname, usename, application_name, state,
    EXTRACT(EPOCH FROM clock_timestamp() - xact_start)::float8 AS age_seconds
  FROM pg_stat_activity
  WHERE backend_xid IS NOT NULL AND pid <> pg_backend_pid()
  ORDER BY age(backend_xid) DESC
  LIMIT 1`;

/** The backend that holds event delivery back, or null (none, or the server keeps no such view). */
export async function findDeliveryBlocker(db: Queryable): Promise<DeliveryBlocker | null> {
  const { rows } = await db.query<{
    pid: number;
    datname: string | null;
    usename: string | null;
    application_name: string | null;
    state: string | null;
    age_seconds: number | null;
  }>(OLDEST_XID_HOLDER);
  const row = rows[0];
  if (!row) return null;
  return {
    pid: row.pid,
    database: row.datname,
    user: row.usename,
    application: row.application_name || null,
    state: row.state,
    transactionAgeSeconds: row.age_seconds === null ? null : roundSeconds(row.age_seconds),
  };
}

/**
 * Events visible to this session (committed) whose transaction id is not below the snapshot xmin:
 * exactly those a subscriber skips for now. One range scan of the (tx_id, position) index.
 */
export async function heldBackEvents(db: Queryable, schema: string): Promise<HeldBackEvents> {
  const events = `${pg.escapeIdentifier(schema)}.events`;
  const { rows } = await db.query<{ count: number; age_seconds: number | null }>(
    `SELECT count(*)::int AS count,
       EXTRACT(EPOCH FROM clock_timestamp() - min(recorded_at))::float8 AS age_seconds
     FROM (SELECT recorded_at FROM ${events} WHERE tx_id >= pg_snapshot_xmin(pg_current_snapshot())
       ORDER BY tx_id, global_position LIMIT ${HELD_BACK_CAP}) held`,
  );
  const row = rows[0] ?? { count: 0, age_seconds: null };
  return {
    count: row.count,
    oldestAgeSeconds: row.count === 0 || row.age_seconds === null ? null : roundSeconds(row.age_seconds),
  };
}

/** One line an operator can act on. */
export function describeBlocker(blocker: DeliveryBlocker): string {
  const parts = [
    `pid ${blocker.pid}`,
    blocker.database && `database "${blocker.database}"`,
    blocker.user && `user "${blocker.user}"`,
    blocker.application && `application "${blocker.application}"`,
    blocker.state && `state "${blocker.state}"`,
    blocker.transactionAgeSeconds !== null && `transaction open for ${blocker.transactionAgeSeconds} s`,
  ];
  return parts.filter(Boolean).join(', ');
}

const roundSeconds = (seconds: number) => Math.round(seconds * 10) / 10;
