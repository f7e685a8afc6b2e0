import { sql, type Kysely } from 'kysely';
import { formatPosition, type Position } from '@cinema/contracts';

/**
 * The newest committed position in the PostgreSQL event store (its `events` table, ordered as
 * positions are: transaction id, then sequence), '0:0' while empty. One backward index step.
 */
export function postgresHeadPosition<DB>(db: Kysely<DB>, eventsSchema: string): () => Promise<Position> {
  const events = sql.id(eventsSchema, 'events');
  return async () => {
    const { rows } = await sql<{ tx: string; pos: string }>`
      SELECT tx_id::text AS tx, global_position::text AS pos FROM ${events}
      ORDER BY tx_id DESC, global_position DESC LIMIT 1`.execute(db);
    return rows[0] ? formatPosition(rows[0].tx, rows[0].pos) : '0:0';
  };
}
