/*
 * The yardstick of the booking bench (issue 23): a seat hold as a conventional system does it
 * (pretix, alf.io and most ticket shops): Express 5 + pg, one `seats` table, the hold written into
 * the seat rows by one guarded UPDATE, expiry lazy (a seat held until a past instant is free).
 * Same JWT service and the same zod request schema as the product, in a process of its own, in a
 * schema of its own (dropped when it stops). Accepts the product's request shape, so the bench
 * drives both with the same load code.
 *
 *   POST /api/v1/show/reserveSeats {seatIds} (Bearer token) → 200 {holdId, seatIds, expiresAt}
 *     | 409 when any seat is held or sold | 400 bad body | 401 bad token.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import pg from 'pg';
import { reserveSeatsRequest, splitSeatId } from '@cinema/contracts';
import { createTokenService } from '@cinema/server-kit';
import { serveParent } from '../fork-child.ts';
import type { RecordedHold } from '../booking-child.ts';

export interface ConventionalSettings {
  url: string;
  screenings: string[];
  seatNumbers: string[];
  /** Viewers to sign tokens for (the product's account ids, same order). */
  accountIds: string[];
  holdMinutes: number;
}

export interface ConventionalReady {
  type: 'ready';
  origin: string;
  schema: string;
  tokens: string[];
  accountIds: string[];
}

export type ConventionalQuestion = { type: 'holds'; screeningId: string } | { type: 'reset' };

const settings = JSON.parse(process.argv[2] ?? '{}') as ConventionalSettings;
const schema = `conv_${randomBytes(6).toString('hex')}`;
const seats = `${pg.escapeIdentifier(schema)}.seats`;
// As many connections as a small service would give itself; PostgreSQL has two cores here.
const pool = new pg.Pool({ connectionString: settings.url, max: 10 });
pool.on('error', () => undefined);
let server: Server | undefined;

/*
 * The hold: lock the wanted seats that are free (or held until a past instant) in seat order, and
 * take them only if every one of them is; one statement, so one round trip and one commit. A seat
 * another hold takes meanwhile is re-checked after its lock is released and drops out.
 */
const HOLD = `WITH free AS (
    SELECT seat_number FROM ${seats}
    WHERE screening_id = $1 AND seat_number = ANY($2::text[])
      AND (status = 'free' OR (status = 'held' AND held_until < now()))
    ORDER BY seat_number FOR UPDATE
  )
  UPDATE ${seats} s SET status = 'held', held_by = $3, hold_id = $4,
    held_until = now() + make_interval(mins => $5)
  FROM free WHERE s.screening_id = $1 AND s.seat_number = free.seat_number
    AND (SELECT count(*) FROM free) = cardinality($2::text[])
  RETURNING s.seat_number, s.held_until`;

const tokens = createTokenService({
  secret: randomBytes(32).toString('base64url'),
  expiresInSeconds: 24 * 3600,
  maxAgeSeconds: 7 * 24 * 3600,
});

function auth(req: Request, res: Response, next: NextFunction) {
  const header = req.headers.authorization;
  const claims = header?.startsWith('Bearer ') ? tokens.verify(header.slice(7)) : null;
  if (!claims) {
    res.status(401).json({ success: false, message: 'Please sign in' });
    return;
  }
  res.locals.accountId = claims.accountId;
  next();
}

async function hold(req: Request, res: Response) {
  const parsed = reserveSeatsRequest.safeParse(req.body);
  if (!parsed.success) {
    res.status(400).json({ success: false, message: parsed.error.issues[0]?.message ?? 'Bad request' });
    return;
  }
  const split = parsed.data.seatIds.map((id) => splitSeatId(id)!);
  const screeningId = split[0]!.screeningId;
  const holdId = randomUUID();
  for (let attempt = 0; ; attempt++) {
    try {
      const { rows } = await pool.query<{ seat_number: string; held_until: Date }>(HOLD, [
        screeningId,
        split.map((s) => s.seatNumber),
        res.locals.accountId as string,
        holdId,
        settings.holdMinutes,
      ]);
      if (rows.length !== split.length) {
        res.status(409).json({ success: false, message: 'These seats were just taken' });
        return;
      }
      res.json({
        success: true,
        data: { holdId, screeningId, seatIds: parsed.data.seatIds, expiresAt: rows[0]!.held_until },
      });
      return;
    } catch (error) {
      // Seats are locked in order, but a deadlock or serialization failure is retried, not shown.
      const code = (error as { code?: string }).code;
      if ((code === '40P01' || code === '40001') && attempt < 3) continue;
      res.status(500).json({ success: false, message: 'Failed to reserve seats' });
      return;
    }
  }
}

async function holdsOf(screeningId: string): Promise<RecordedHold[]> {
  const { rows } = await pool.query<{ hold_id: string; held_by: string; seats: string[] }>(
    `SELECT hold_id, held_by, array_agg(seat_number) AS seats FROM ${seats}
     WHERE screening_id = $1 AND status = 'held' AND held_until > now() GROUP BY hold_id, held_by`,
    [screeningId],
  );
  return rows.map((r) => ({ holdId: r.hold_id, accountId: r.held_by, seats: r.seats, released: false }));
}

/** Every seat free again (between rounds), the table vacuumed as autovacuum would. */
async function reset(): Promise<null> {
  await pool.query(
    `UPDATE ${seats} SET status = 'free', held_by = NULL, hold_id = NULL, held_until = NULL
     WHERE status <> 'free'`,
  );
  await pool.query(`VACUUM ANALYZE ${seats}`);
  return null;
}

const { send, shutdown } = serveParent(
  async () => {
    if (server) {
      const closed = new Promise<void>((done) => server!.close(() => done()));
      server.closeAllConnections();
      await closed;
    }
    await pool.query(`DROP SCHEMA IF EXISTS ${pg.escapeIdentifier(schema)} CASCADE`).catch(() => undefined);
    await pool.end();
  },
  async (question) => {
    const q = question as ConventionalQuestion;
    if (q.type === 'holds') return holdsOf(q.screeningId);
    if (q.type === 'reset') return reset();
    throw new Error(`unknown question ${JSON.stringify(question)}`);
  },
);

try {
  await pool.query(`CREATE SCHEMA ${pg.escapeIdentifier(schema)};
    CREATE TABLE ${seats} (
      screening_id text NOT NULL,
      seat_number text NOT NULL,
      status text NOT NULL DEFAULT 'free' CHECK (status IN ('free', 'held', 'sold')),
      held_by text,
      hold_id uuid,
      held_until timestamptz,
      PRIMARY KEY (screening_id, seat_number)
    )`);
  await pool.query(
    `INSERT INTO ${seats} (screening_id, seat_number)
     SELECT s, n FROM unnest($1::text[]) AS s, unnest($2::text[]) AS n`,
    [settings.screenings, settings.seatNumbers],
  );
  await pool.query(`VACUUM ANALYZE ${seats}`);

  const app = express();
  app.use(express.json({ limit: '16kb' }));
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.post('/api/v1/show/reserveSeats', auth, hold);
  server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  server.keepAliveTimeout = 60_000;
  const { port } = server.address() as AddressInfo;
  send({
    type: 'ready',
    origin: `http://127.0.0.1:${port}`,
    schema,
    tokens: settings.accountIds.map((accountId) => tokens.sign({ accountId, accountType: 'Viewer' })),
    accountIds: settings.accountIds,
  } satisfies ConventionalReady);
} catch (error) {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  await shutdown(1);
}
