import type pg from 'pg';

/** What is kept per key: the request's fingerprint and, once the command ran, its answer. */
export interface IdempotencyRecord {
  fingerprint: string;
  /** Null while the first request is still running. */
  answer: { status: number; body: string } | null;
}

/**
 * Durable memory of Idempotency-Keys. `claim` is atomic: of concurrent requests with one key,
 * exactly one gets `true` and runs the command; a claim left unanswered longer than
 * `abandonedAfterMs` (its process died) may be taken over.
 */
export interface IdempotencyStore {
  claim(id: string, fingerprint: string, owner: string): Promise<true | IdempotencyRecord>;
  answer(id: string, owner: string, status: number, body: string): Promise<void>;
  /** Forgets an unanswered claim, so a retry runs the command again. */
  release(id: string, owner: string): Promise<void>;
  find(id: string): Promise<IdempotencyRecord | null>;
}

export interface IdempotencyRetention {
  /** How long a key is remembered. Default 24 h. */
  keepMs?: number;
  abandonedAfterMs?: number;
}

const DAY = 24 * 3600_000;

/** Keys in a table beside the event log (same database, survives restarts, shared by processes). */
export function postgresIdempotencyStore(
  pool: pg.Pool,
  schema: string,
  { keepMs = DAY, abandonedAfterMs = 60_000 }: IdempotencyRetention = {},
): IdempotencyStore {
  const t = `"${schema.replace(/"/g, '""')}".idempotency_keys`;
  let ready: Promise<unknown> | undefined;
  let lastSweep = 0;
  const migrate = () =>
    (ready ??= createTable(pool, t).catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));
  const toRecord = (row: { fingerprint: string; status: number | null; body: string | null }) => ({
    fingerprint: row.fingerprint,
    answer: row.status === null ? null : { status: row.status, body: row.body ?? '' },
  });

  return {
    async claim(id, fingerprint, owner) {
      await migrate();
      if (Date.now() - lastSweep > 10 * 60_000) {
        lastSweep = Date.now();
        void pool.query(`DELETE FROM ${t} WHERE expires_at < now()`).catch(() => undefined);
      }
      const claimed = await pool.query(
        `INSERT INTO ${t} AS k (id, fingerprint, owner, expires_at)
         VALUES ($1, $2, $3, now() + $4 * interval '1 millisecond')
         ON CONFLICT (id) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, owner = EXCLUDED.owner,
           status = NULL, body = NULL, claimed_at = now(), expires_at = EXCLUDED.expires_at
         WHERE k.expires_at < now()
            OR (k.status IS NULL AND k.claimed_at < now() - $5 * interval '1 millisecond')
         RETURNING id`,
        [id, fingerprint, owner, keepMs, abandonedAfterMs],
      );
      if (claimed.rowCount) return true;
      // Gone between the two statements (released): claim again.
      return (await this.find(id)) ?? this.claim(id, fingerprint, owner);
    },
    async answer(id, owner, status, body) {
      await pool.query(`UPDATE ${t} SET status = $3, body = $4 WHERE id = $1 AND owner = $2`, [
        id,
        owner,
        status,
        body,
      ]);
    },
    async release(id, owner) {
      await pool.query(`DELETE FROM ${t} WHERE id = $1 AND owner = $2 AND status IS NULL`, [id, owner]);
    },
    async find(id) {
      await migrate();
      const { rows } = await pool.query(
        `SELECT fingerprint, status, body FROM ${t} WHERE id = $1 AND expires_at >= now()`,
        [id],
      );
      return rows[0] ? toRecord(rows[0]) : null;
    },
  };
}

async function createTable(pool: pg.Pool, t: string) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Concurrent CREATE ... IF NOT EXISTS can still collide: one creator at a time.
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [t]);
    await client.query(`CREATE TABLE IF NOT EXISTS ${t} (
      id text PRIMARY KEY,
      fingerprint text NOT NULL,
      owner text NOT NULL,
      status integer,
      body text,
      claimed_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Keys in this process only: for an event store without SQL (EventStoreDB); one process, no restarts. */
export function memoryIdempotencyStore({ keepMs = DAY }: IdempotencyRetention = {}): IdempotencyStore {
  const rows = new Map<string, IdempotencyRecord & { owner: string; expiresAt: number }>();
  const live = (id: string) => {
    const row = rows.get(id);
    if (row && row.expiresAt < Date.now()) rows.delete(id);
    return rows.get(id);
  };
  return {
    async claim(id, fingerprint, owner) {
      const row = live(id);
      if (row) return row;
      rows.set(id, { fingerprint, owner, answer: null, expiresAt: Date.now() + keepMs });
      return true;
    },
    async answer(id, owner, status, body) {
      const row = live(id);
      if (row?.owner === owner) row.answer = { status, body };
    },
    async release(id, owner) {
      if (live(id)?.owner === owner && !rows.get(id)!.answer) rows.delete(id);
    },
    async find(id) {
      return live(id) ?? null;
    },
  };
}
