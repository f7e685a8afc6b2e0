import pg from 'pg';
import {
  eventRegistry,
  parseStoredEvent,
  StoredEventError,
  EVENT_VERSION_KEY,
  isEventType,
} from '@cinema/contracts';

/*
 * Mending an event this build cannot read (written by hand, or by an old bug). Events are never
 * edited as a matter of course: the usual mend is an upcaster in contracts. When the payload is
 * simply wrong, an operator replaces it with one in the type's current shape; the original is kept
 * in `event_repairs` with who-knows-why, so the log's history stays auditable.
 */

export interface UnreadableEvent {
  streamId: string;
  revision: number;
  position: string;
  type: string;
  reason: string;
}

interface EventRow {
  global_position: string;
  stream_id: string;
  stream_revision: number;
  type: string;
  data: unknown;
  metadata: Record<string, unknown>;
}

const table = (schema: string, name: string) => `${pg.escapeIdentifier(schema)}.${name}`;

function unreadable(row: EventRow): string | null {
  try {
    parseStoredEvent({ streamId: row.stream_id, type: row.type, data: row.data, metadata: row.metadata });
    return null;
  } catch (error) {
    return error instanceof StoredEventError ? error.reason : String(error);
  }
}

/** Every event of `streamId` (or of the whole log, page by page) that does not parse. */
export async function findUnreadable(pool: pg.Pool, schema: string, streamId?: string) {
  const found: UnreadableEvent[] = [];
  let after = 0n;
  for (;;) {
    const { rows } = await pool.query<EventRow>(
      `SELECT global_position::text, stream_id, stream_revision, type, data, metadata FROM ${table(schema, 'events')}
       WHERE global_position > $1 ${streamId === undefined ? '' : 'AND stream_id = $3'}
       ORDER BY global_position LIMIT $2`,
      streamId === undefined ? [after.toString(), 5_000] : [after.toString(), 5_000, streamId],
    );
    for (const row of rows) {
      const reason = unreadable(row);
      if (reason !== null)
        found.push({
          streamId: row.stream_id,
          revision: row.stream_revision,
          position: row.global_position,
          type: row.type,
          reason,
        });
    }
    if (rows.length < 5_000) return found;
    after = BigInt(rows.at(-1)!.global_position);
  }
}

/**
 * Replaces the payload of one event by `data`, which must parse as the type's current shape; the
 * event is stamped with the current version, and the original goes to `event_repairs`.
 */
export async function repairEvent(
  pool: pg.Pool,
  schema: string,
  target: { streamId: string; revision: number; data: unknown; reason: string },
) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(`CREATE TABLE IF NOT EXISTS ${table(schema, 'event_repairs')} (
      id bigserial PRIMARY KEY,
      stream_id text NOT NULL,
      stream_revision int NOT NULL,
      type text NOT NULL,
      old_data jsonb NOT NULL,
      old_metadata jsonb NOT NULL,
      new_data jsonb NOT NULL,
      reason text NOT NULL,
      repaired_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await client.query<EventRow>(
      `SELECT global_position::text, stream_id, stream_revision, type, data, metadata FROM ${table(schema, 'events')}
       WHERE stream_id = $1 AND stream_revision = $2 FOR UPDATE`,
      [target.streamId, target.revision],
    );
    const row = rows[0];
    if (!row) throw new Error(`No event at ${target.streamId}@${target.revision}.`);
    if (!isEventType(row.type)) throw new Error(`${row.type} is not an event type this build knows.`);
    const metadata = { ...row.metadata, [EVENT_VERSION_KEY]: eventRegistry.versions[row.type] };
    // Throws, naming what is wrong, unless the new payload is a valid current-shape event.
    parseStoredEvent({ streamId: row.stream_id, type: row.type, data: target.data, metadata });
    await client.query(
      `INSERT INTO ${table(schema, 'event_repairs')} (stream_id, stream_revision, type, old_data, old_metadata, new_data, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        row.stream_id,
        row.stream_revision,
        row.type,
        JSON.stringify(row.data),
        row.metadata,
        JSON.stringify(target.data),
        target.reason,
      ],
    );
    await client.query(
      `UPDATE ${table(schema, 'events')} SET data = $3, metadata = $4 WHERE stream_id = $1 AND stream_revision = $2`,
      [row.stream_id, row.stream_revision, JSON.stringify(target.data), metadata],
    );
    await client.query('COMMIT');
    return { type: row.type, position: row.global_position };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
