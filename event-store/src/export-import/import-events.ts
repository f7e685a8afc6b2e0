import pg from 'pg';
import { createPostgresEventStore } from '../postgres/postgres-event-store.ts';
import { checkLine, ImportLineError } from './ndjson-event.ts';

export interface ImportOptions {
  /** Append even when the target already holds events. */
  force?: boolean;
  /** Events per transaction. Default 500. */
  batchSize?: number;
}

export class ImportTargetNotEmptyError extends Error {
  constructor(readonly schema: string) {
    super(
      `The events schema "${schema}" already holds events. Import into an empty schema (set EVENTS_SCHEMA ` +
        `to a new name), or pass --force to append after them.`,
    );
    this.name = 'ImportTargetNotEmptyError';
  }
}

/**
 * Re-appends exported events in file order: streams keep their revisions, the target cluster gives
 * new positions. Batches commit one after another from one connection, so their transaction ids
 * rise and the global order stays the file's order. Run it with the services stopped.
 */
export async function importEventLines(
  pool: pg.Pool,
  schema: string,
  lines: AsyncIterable<string>,
  options: ImportOptions = {},
): Promise<{ imported: number }> {
  const batchSize = options.batchSize ?? 500;
  await createPostgresEventStore({ pool, schema }).migrate();
  const events = `${pg.escapeIdentifier(schema)}.events`;
  const { rows } = await pool.query<{ any: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${events}) AS any`);
  if (rows[0]!.any && !options.force) throw new ImportTargetNotEmptyError(schema);

  const nextRevision = new Map<string, number>();
  let batch: string[] = [];
  let imported = 0;
  let lineNo = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await insertBatch(pool, events, batch);
    imported += batch.length;
    batch = [];
  };
  for await (const raw of lines) {
    lineNo++;
    const text = raw.trim();
    if (text === '') continue;
    const { streamId, revision } = checkLine(text, lineNo);
    // Without --force every stream starts at 0 here; with it, the unique key guards the rest.
    const expected = nextRevision.get(streamId) ?? (options.force ? revision : 0);
    if (revision !== expected)
      throw new ImportLineError(lineNo, `stream ${streamId} jumps from revision ${expected} to ${revision}`);
    nextRevision.set(streamId, revision + 1);
    batch.push(text);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return { imported };
}

async function insertBatch(pool: pg.Pool, events: string, lines: string[]): Promise<void> {
  // The lines go in as one jsonb array: PostgreSQL parses data and metadata, not JavaScript.
  await pool.query(
    `INSERT INTO ${events} (stream_id, stream_revision, type, data, metadata, recorded_at)
     SELECT x.value->>'streamId', (x.value->>'revision')::int, x.value->>'type',
       x.value->'data', x.value->'metadata', (x.value->>'recordedAt')::timestamptz
     FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS x(value, ord)
     ORDER BY x.ord`,
    [`[${lines.join(',')}]`],
  );
}
