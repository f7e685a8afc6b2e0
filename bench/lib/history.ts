/*
 * What a hold costs PostgreSQL (commits, rows written, WAL bytes from its statistics), and a
 * history of events put into a store quickly, to see whether holds slow down as the log grows.
 */
import pg from 'pg';
import type { LoadRun } from './spread-holds.ts';

export interface DatabaseCounters {
  commits: number;
  rowsWritten: number;
  /** Bytes of WAL written by the whole cluster (other databases' work included). */
  walBytes: number;
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** This database's commits and rows written so far, and the cluster's WAL position. */
export function databaseCounters(url: string): Promise<DatabaseCounters> {
  return withClient(url, async (client) => {
    // The statistics are flushed by each backend now and then; ask for a fresh snapshot.
    await client.query('SELECT pg_stat_force_next_flush()').catch(() => undefined);
    const { rows } = await client.query<{ commits: string; written: string; wal: string }>(
      `SELECT xact_commit::text AS commits, (tup_inserted + tup_updated + tup_deleted)::text AS written,
         pg_wal_lsn_diff(pg_current_wal_lsn(), '0/0')::text AS wal
       FROM pg_stat_database WHERE datname = current_database()`,
    );
    const row = rows[0]!;
    return { commits: Number(row.commits), rowsWritten: Number(row.written), walBytes: Number(row.wal) };
  });
}

/**
 * Counters per answer between two readings. They include the warm-up run (its answers are not in
 * `run.total`), so they are scaled by the measured run's share of the time.
 */
export function perHold(before: DatabaseCounters, after: DatabaseCounters, run: LoadRun) {
  const answers = run.total * ((run.seconds + 2) / run.seconds);
  return {
    commits: (after.commits - before.commits) / answers,
    rowsWritten: (after.rowsWritten - before.rowsWritten) / answers,
    walBytes: (after.walBytes - before.walBytes) / answers,
  };
}

/**
 * `count` events of unrelated streams (ten each, booking-sized data) inserted in one statement,
 * with transaction ids below every event already there: they sort before every subscription's
 * checkpoint, like history the projector and the reactors handled long ago, so nothing replays
 * them. Then ANALYZE, as autovacuum would after such growth.
 */
export async function fillHistory(url: string, schema: string, count: number) {
  const t = `${pg.escapeIdentifier(schema)}.events`;
  return withClient(url, async (client) => {
    const started = performance.now();
    const { rows } = await client.query<{ low: string }>(`SELECT min(tx_id)::text AS low FROM ${t}`);
    const low = Number(rows[0]?.low ?? 1000);
    const span = Math.max(1, low - 2);
    await client.query(
      `INSERT INTO ${t} (tx_id, stream_id, stream_revision, type, data, metadata)
       SELECT (1 + (i::bigint * ${span}) / ${count})::text::xid8,
         'history-' || md5((i / 10)::text), i % 10, 'SeatsHeld',
         jsonb_build_object('holdId', md5(i::text), 'accountId', md5((i % 997)::text),
           'seats', jsonb_build_array('R' || (1 + i % 500)), 'until', '2026-11-26T12:00:00.000Z'),
         jsonb_build_object('correlationId', md5((i * 7)::text))
       FROM generate_series(0, ${count - 1}) AS i`,
    );
    await client.query(`ANALYZE ${t}`);
    const total = await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${t}`);
    return { events: count, seconds: (performance.now() - started) / 1000, total: Number(total.rows[0]!.n) };
  });
}
