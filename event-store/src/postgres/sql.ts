import pg from 'pg';

/**
 * Every statement names its table with the schema: on PGlite all socket connections share one
 * backend session, so a `SET search_path` from one client would leak into the others.
 */
export interface EventsSql {
  schema: string;
  channel: string;
  migrate: string;
  currentRevision: string;
  insert: string;
  append: string;
  appendGroup: string;
  readStream: string;
  readStreams: string;
  readAll: string;
}

export function eventsSql(schema: string): EventsSql {
  const s = pg.escapeIdentifier(schema);
  const t = `${s}.events`;
  const channel = `es_events_${schema}`.slice(0, 63);
  // Aliases differ from the column names so ORDER BY never sorts the ::text casts.
  const columns = `e.tx_id::text AS tx, e.global_position::text AS pos, e.stream_id, e.stream_revision,
    e.type, e.data, e.metadata, e.recorded_at`;
  return {
    schema,
    channel,
    migrate: `
      CREATE SCHEMA IF NOT EXISTS ${s};
      CREATE TABLE IF NOT EXISTS ${t} (
        global_position bigserial PRIMARY KEY,
        tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id text NOT NULL,
        stream_revision int NOT NULL,
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_revision_key UNIQUE (stream_id, stream_revision)
      );
      CREATE INDEX IF NOT EXISTS events_tx_position_idx ON ${t} (tx_id, global_position);`,
    currentRevision: `SELECT stream_revision FROM ${t} WHERE stream_id = $1
      ORDER BY stream_revision DESC LIMIT 1`,
    // One JSON array parameter keeps the statement fixed whatever the batch size.
    insert: `INSERT INTO ${t} (stream_id, stream_revision, type, data, metadata)
      SELECT $1, $2::int + (x.ord - 1)::int, x.value->>'type',
        COALESCE(x.value->'data', 'null'::jsonb), COALESCE(x.value->'metadata', '{}'::jsonb)
      FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS x(value, ord)
      ORDER BY x.ord
      RETURNING tx_id::text AS tx, global_position::text AS pos, stream_revision`,
    /*
     * The whole append in one statement, so one round trip and one implicit transaction: reads the
     * stream's head, inserts after it only when the expected revision ($2 kind, $3 number) holds,
     * and wakes subscribers ($5) at commit. A concurrent append of the same revision fails on the
     * unique key (the caller retries or reports the conflict). Answers the head it saw, and the
     * last inserted event's position (null when the expectation did not hold).
     */
    append: `WITH head AS (
        SELECT COALESCE((SELECT stream_revision FROM ${t} WHERE stream_id = $1
          ORDER BY stream_revision DESC LIMIT 1), -1) AS rev
      ), ins AS (
        INSERT INTO ${t} (stream_id, stream_revision, type, data, metadata)
        SELECT $1, head.rev + x.ord::int, x.value->>'type',
          COALESCE(x.value->'data', 'null'::jsonb), COALESCE(x.value->'metadata', '{}'::jsonb)
        FROM head, jsonb_array_elements($4::jsonb) WITH ORDINALITY AS x(value, ord)
        WHERE CASE $2::text WHEN 'any' THEN true WHEN 'no_stream' THEN head.rev = -1
          WHEN 'stream_exists' THEN head.rev >= 0 ELSE head.rev = $3::int END
        ORDER BY x.ord
        RETURNING tx_id, global_position
      ), last AS (
        SELECT tx_id::text AS tx, global_position::text AS pos FROM ins ORDER BY global_position DESC LIMIT 1
      )
      SELECT head.rev AS current, last.tx, last.pos,
        CASE WHEN $5::boolean AND last.pos IS NOT NULL
          THEN pg_notify(${pg.escapeLiteral(channel)}, last.tx || ':' || last.pos) END AS woke
      FROM head LEFT JOIN last ON true`,
    /*
     * Appends to several streams in one statement ($1: [{s: stream, k: kind, r: revision, e:
     * events}], distinct streams), each only where its own expectation holds; one commit for all.
     * Answers each request's head and its last position (null where nothing was inserted).
     */
    appendGroup: `WITH req AS (
        SELECT r.ord, r.value->>'s' AS stream_id, r.value->>'k' AS kind, (r.value->>'r')::int AS rev,
          r.value->'e' AS events
        FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS r(value, ord)
      ), head AS (
        SELECT req.*, COALESCE((SELECT stream_revision FROM ${t} WHERE stream_id = req.stream_id
          ORDER BY stream_revision DESC LIMIT 1), -1) AS cur
        FROM req
      ), ins AS (
        INSERT INTO ${t} (stream_id, stream_revision, type, data, metadata)
        SELECT head.stream_id, head.cur + x.ord::int, x.value->>'type',
          COALESCE(x.value->'data', 'null'::jsonb), COALESCE(x.value->'metadata', '{}'::jsonb)
        FROM head, jsonb_array_elements(head.events) WITH ORDINALITY AS x(value, ord)
        WHERE CASE head.kind WHEN 'any' THEN true WHEN 'no_stream' THEN head.cur = -1
          WHEN 'stream_exists' THEN head.cur >= 0 ELSE head.cur = head.rev END
        ORDER BY head.ord, x.ord
        RETURNING stream_id, tx_id, global_position
      ), last AS (
        SELECT stream_id, max(tx_id::text) AS tx, max(global_position)::text AS pos FROM ins GROUP BY stream_id
      )
      SELECT head.ord::int AS ord, head.cur AS current, last.tx, last.pos,
        (SELECT pg_notify(${pg.escapeLiteral(channel)}, max(tx_id::text) || ':' || max(global_position)::text)
          FROM ins WHERE $2::boolean HAVING count(*) > 0) AS woke
      FROM head LEFT JOIN last ON last.stream_id = head.stream_id
      ORDER BY head.ord`,
    readStream: `SELECT ${columns} FROM ${t} e
      WHERE e.stream_id = $1 AND e.stream_revision >= $2 ORDER BY e.stream_revision`,
    /*
     * Several streams at once ($1: stream ids, $2: each one's first revision), each row with its
     * request's ord: one scan of the (stream_id, stream_revision) index per stream, whatever the
     * table's size. OFFSET 0 keeps the LATERAL subquery from being flattened into a join, which
     * the planner turned into a hash join over a sequential scan of all events as soon as a few
     * streams held long histories (estimating a third of each stream for an unknown revision).
     */
    readStreams: `SELECT ${columns}, q.ord::int AS ord
      FROM unnest($1::text[], $2::int[]) WITH ORDINALITY AS q(stream_id, from_rev, ord)
      CROSS JOIN LATERAL (SELECT * FROM ${t} x
        WHERE x.stream_id = q.stream_id AND x.stream_revision >= q.from_rev OFFSET 0) e
      ORDER BY q.ord, e.stream_revision`,
    // Only transactions below the snapshot's xmin are finished for good: an event whose
    // sequence number is lower but whose transaction commits later is never skipped.
    readAll: `SELECT ${columns} FROM ${t} e
      WHERE (e.tx_id, e.global_position) > ($1::xid8, $2::bigint)
        AND e.tx_id < pg_snapshot_xmin(pg_current_snapshot())
      ORDER BY e.tx_id, e.global_position LIMIT $3`,
  };
}
