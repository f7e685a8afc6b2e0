import pg from 'pg';
import type { Queryable } from './delivery-blockers.ts';

/**
 * The stored positions are transaction ids of another cluster: the events table was copied
 * (pg_dump/pg_restore, a logical replica) instead of re-appended. Appending here would give new
 * events lower positions than old ones, and subscribers would not see the old ones at all.
 */
export class PositionsAheadError extends Error {
  readonly code = 'EVENT_POSITIONS_AHEAD';
  constructor(
    readonly schema: string,
    readonly storedTxId: string,
    readonly clusterNextTxId: string,
  ) {
    super(
      `The event store in schema "${schema}" holds positions from another PostgreSQL cluster: its newest ` +
        `transaction id ${storedTxId} is ahead of this cluster's counter ${clusterNextTxId}, so new events ` +
        `would sort before the old ones and the old ones would stay invisible. Appends are refused. ` +
        `The events table cannot be copied between clusters: export the history with ` +
        `\`npm run events:export -- <file>\` (on the old cluster, or this one) and load it into an empty ` +
        `events schema with \`npm run events:import -- <file>\`, then rebuild the read models (\`npm run rebuild\`).`,
    );
    this.name = 'PositionsAheadError';
  }
}

/**
 * Refuses a store whose newest event's transaction id this cluster has not reached yet. Every
 * committed transaction id of this cluster is below the snapshot's xmax, so one found at or past it
 * came from elsewhere. Reads the newest row through the (tx_id, position) index; no xid is taken.
 */
export async function assertPositionsFromThisCluster(db: Queryable, schema: string): Promise<void> {
  const events = `${pg.escapeIdentifier(schema)}.events`;
  const { rows } = await db.query<{ stored: string; next: string; ahead: boolean }>(
    `SELECT e.tx_id::text AS stored, s.next::text AS next, e.tx_id >= s.next AS ahead
     FROM (SELECT tx_id FROM ${events} ORDER BY tx_id DESC LIMIT 1) e,
       (SELECT pg_snapshot_xmax(pg_current_snapshot()) AS next) s`,
  );
  const row = rows[0];
  if (row?.ahead) throw new PositionsAheadError(schema, row.stored, row.next);
}
