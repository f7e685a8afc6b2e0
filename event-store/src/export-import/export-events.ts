import pg from 'pg';
import { exportLine } from './ndjson-event.ts';

const PAGE = 1000;

/**
 * Every committed event of `schema` as NDJSON lines, in position order (transaction id, then
 * sequence: the order subscribers get them). One REPEATABLE READ snapshot for the whole export, so
 * the file is one consistent cut even while writers run; keyset pages keep memory flat.
 * Reads the table directly, not through the store: positions that came from another cluster
 * (the case this export exists for) would hide every event from the store's reads.
 */
export async function* exportEventLines(pool: pg.Pool, schema: string): AsyncGenerator<string> {
  const events = `${pg.escapeIdentifier(schema)}.events`;
  const client = await pool.connect();
  let finished = false;
  let broken = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    let after = { tx: '0', pos: '0' };
    for (;;) {
      const { rows } = await client.query<Parameters<typeof exportLine>[0] & { tx: string; pos: string }>(
        `SELECT tx_id::text AS tx, global_position::text AS pos,
           tx_id::text || ':' || global_position::text AS position,
           stream_id, stream_revision, type, data::text AS data, metadata::text AS metadata,
           to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS recorded_at
         FROM ${events}
         WHERE (tx_id, global_position) > ($1::xid8, $2::bigint)
         ORDER BY tx_id, global_position LIMIT ${PAGE}`,
        [after.tx, after.pos],
      );
      for (const row of rows) yield exportLine(row);
      if (rows.length < PAGE) break;
      const last = rows[rows.length - 1]!;
      after = { tx: last.tx, pos: last.pos };
    }
    await client.query('COMMIT');
    finished = true;
  } finally {
    // Also when the consumer stops early: the connection must not go back to the pool mid-transaction.
    if (!finished) await client.query('ROLLBACK').catch(() => (broken = true));
    client.release(broken);
  }
}

/** True when the schema has an events table (a never-migrated schema has nothing to export). */
export async function hasEventsTable(pool: pg.Pool, schema: string): Promise<boolean> {
  const { rows } = await pool.query<{ found: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS found`, [
    `${pg.escapeIdentifier(schema)}.events`,
  ]);
  return rows[0]!.found;
}
