import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { addDays, API_BASE, indianDate, screeningIdFor } from '@cinema/contracts';
import { createPostgresEventStore, type RecordedEvent } from '@cinema/event-store';
import { waitFor } from '@cinema/event-store/testing';
import { freePort, startService, type ServiceProcess } from '../testing/service-process.ts';
import { latestOtpIn } from '../testing/test-system.ts';
import { findPostgresBin, startPrivatePostgres, type PrivatePostgres } from '../testing/private-postgres.ts';
import { movieForm } from './scale-out-processes.ts';

/**
 * Issue 19: a database restart used to take every service down for good (an idle connection's
 * 'error' event ended the process). Here write-api, the projector and read-api run as their own
 * processes on a PostgreSQL cluster of this suite's own, viewers book (hold, sandbox payment,
 * verify) while the database is killed for 15 s and started again, and afterwards: no service
 * exited, the outage was answered with prompt 503s (Retry-After, the error envelope), answers
 * came back within seconds, and nothing was lost or doubled: every booking answered 2xx is in the
 * event log and the read model, revenue matches, no seat is sold twice, one mail per booking.
 */
const bin = await findPostgresBin();
const TITLE = 'the services across a database restart in the middle of a booking rush';
const suite = bin ? describe : describe.skip;

const OUTAGE_MS = 15_000;
const LOAD_BEFORE_MS = 5_000;
const LOAD_AFTER_MS = 8_000;
const VIEWERS = 6;
const PASSWORD = 'Secret@123';
const INVITE = 'restart-invite-code';
/** `immediate`: the backends are killed, as in a crash; connections drop without a goodbye. */
const STOP_MODE = 'immediate';

type Who = 'write' | 'read' | 'projector';
interface Answer {
  status: number;
  body: any;
  headers: Headers;
}
interface Exchange {
  who: Who;
  what: string;
  started: number;
  ms: number;
  /** 0: no answer within the client's 15 s (a hang); -1: the connection failed. */
  status: number;
  code?: string;
  retryAfter: string | null;
  body?: any;
}
interface Account {
  email: string;
  token: string;
  id: string;
}
interface Booked {
  bookingId: string;
  position: string;
  seats: string[];
  at: number;
}

suite(bin ? TITLE : `${TITLE} (skipped: PostgreSQL's initdb is not installed)`, () => {
  let db: PrivatePostgres;
  let services: Record<Who, ServiceProcess>;
  let healthUrl: string;
  let outboxDir: string;
  const schemas = { events: 'restart_events', read: 'restart_read' };
  const log: Exchange[] = [];
  const booked: Booked[] = [];
  let superAdmin: Account;
  let admin: Account;
  const viewers: Account[] = [];
  let screeningId: string;
  let cinemaId: string;
  const timeline = { down: 0, starting: 0, up: 0, loadEnd: 0 };

  const urlOf = (who: Who) => (who === 'projector' ? healthUrl : services[who].url);

  async function exchange(who: Who, method: string, path: string, body?: unknown, token?: string) {
    const started = Date.now();
    const form = body instanceof FormData;
    let answer: Answer;
    try {
      const response = await fetch(`${urlOf(who)}${path}`, {
        method,
        headers: {
          ...(body === undefined || form ? {} : { 'Content-Type': 'application/json' }),
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
      answer = {
        status: response.status,
        body: (await response.json().catch(() => null)) as any,
        headers: response.headers,
      };
    } catch (error) {
      const hang = (error as Error).name === 'TimeoutError';
      answer = { status: hang ? 0 : -1, body: String(error), headers: new Headers() };
    }
    log.push({
      who,
      what: `${method} ${path}`,
      started,
      ms: Date.now() - started,
      status: answer.status,
      code: answer.body?.code,
      retryAfter: answer.headers.get('retry-after'),
      body: answer.status >= 500 || answer.status <= 0 ? answer.body : undefined,
    });
    return answer;
  }
  const api = (who: Who, method: string, path: string, body?: unknown, token?: string) =>
    exchange(who, method, `${API_BASE}${path}`, body, token);

  /** As the page does: a 503 is tried again shortly, until `deadline`. */
  async function persist(call: () => Promise<Answer>, deadline: number): Promise<Answer> {
    for (;;) {
      const answer = await call();
      if (answer.status !== 503 || Date.now() > deadline) return answer;
      await pause(250);
    }
  }

  async function signUp(accountType: string, extra: Record<string, string> = {}): Promise<Account> {
    const email = `${accountType.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
    expect((await api('write', 'POST', '/auth/sendotp', { email })).status).toBe(200);
    const otp = await waitFor(() => latestOtpIn(outboxDir, email), { message: `OTP mail to ${email}` });
    const signup = await api('write', 'POST', '/auth/signup', {
      accountType,
      userName: `Restart ${accountType}`,
      email,
      contactNumber: '9876543210',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      otp,
      ...extra,
    });
    expect(signup.status, JSON.stringify(signup.body)).toBe(201);
    return { email, token: signup.body.token, id: signup.body.user._id };
  }

  beforeAll(async () => {
    db = await startPrivatePostgres(bin!);
    outboxDir = await mkdtemp(join(tmpdir(), 'db-restart-'));
    const shared = {
      DATABASE_URL: db.url,
      EVENTS_SCHEMA: schemas.events,
      READ_SCHEMA: schemas.read,
      JWT_SECRET: randomBytes(32).toString('base64url'),
      MEDIA_DIR: join(outboxDir, 'media'),
    };
    const [writePort, readPort, healthPort] = [await freePort(), await freePort(), await freePort()];
    // One after another: the projector and write-api both create the event store's tables.
    const projector = await startService(
      'projector/src/main.ts',
      { ...shared, HEALTH_PORT: String(healthPort) },
      /projector running/,
    );
    const [write, read] = await Promise.all([
      startService(
        'write-api/src/main.ts',
        {
          ...shared,
          PORT: String(writePort),
          DATA_DIR: outboxDir,
          OUTBOX_DIR: outboxDir,
          SUPERADMIN_INVITE_CODE: INVITE,
          OTP_RESEND_GAP_SECONDS: '0',
          // Every viewer books from 127.0.0.1 many times a minute.
          OTP_RATE_LIMIT: '100',
          HOLD_RATE_LIMIT: '10000',
          HOLD_FAILURE_LIMIT_PER_IP: '10000',
        },
        /write-api listening/,
      ),
      startService('read-api/src/main.ts', { ...shared, PORT: String(readPort) }, /read-api listening/),
    ]);
    services = { write, read, projector };
    healthUrl = `http://127.0.0.1:${healthPort}`;

    superAdmin = await signUp('SuperAdmin', { inviteCode: INVITE });
    admin = await signUp('Admin');
    for (let i = 0; i < VIEWERS; i++) viewers.push(await signUp('Viewer'));
    const city = await api('write', 'POST', '/cinema/addCity', { cityName: 'Restartpur' }, superAdmin.token);
    expect(city.status).toBe(201);
    const movie = await api(
      'write',
      'POST',
      '/movie/addMovie',
      await movieForm('The Restart', 'A database goes away and comes back.'),
      superAdmin.token,
    );
    expect(movie.status, JSON.stringify(movie.body)).toBe(201);
    const cinema = await api(
      'write',
      'POST',
      '/cinema/addCinema',
      { cinemaName: 'Restart Talkies', pincode: '452001', cityId: city.body.data._id },
      admin.token,
    );
    expect(cinema.status).toBe(201);
    cinemaId = cinema.body.data._id;
    const screenId = cinema.body.data.screens[0];
    const screen = await api(
      'write',
      'POST',
      '/cinema/updateScreen',
      {
        screenId,
        regular: { seat: 500, price: 150 },
        bolcony: { seat: 400, price: 250 },
        vip: { seat: 100, price: 500 },
      },
      admin.token,
    );
    expect(screen.status).toBe(200);
    // Tomorrow in India: a 9 pm show today may already have begun.
    const date = addDays(indianDate(new Date()), 1);
    const added = await api(
      'write',
      'POST',
      '/show/addShow',
      { movieId: movie.body.data._id, cinemaId, screenId, timing: '9-12pm', showStart: date, showEnd: date },
      admin.token,
    );
    expect(added.status).toBe(201);
    const live = await api(
      'write',
      'POST',
      '/show/liveYourShow',
      { showId: added.body.data._id },
      admin.token,
    );
    expect(live.status).toBe(200);
    screeningId = screeningIdFor(added.body.data._id, date);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(Object.values(services ?? {}).map((s) => s.stop()));
    await db?.destroy();
    if (outboxDir) await rm(outboxDir, { recursive: true, force: true });
  });

  it('answers 503 while the database is away, resumes by itself within seconds, and loses or doubles nothing', async () => {
    // The screen's 1,000 seats, the classes mixed (revenue adds three prices), two per booking.
    const seats = Array.from({ length: 500 }, (_, i) => [
      `R${i + 1}`,
      ...(i < 400 ? [`B${i + 1}`] : []),
      ...(i < 100 ? [`V${i + 1}`] : []),
    ]).flat();
    let next = 0;
    let stopLoad = false;

    const journey = async (viewer: Account) => {
      const chosen = seats.slice(next, next + 2).map((s) => `${screeningId}.${s}`);
      next += 2;
      if (chosen.length < 2) return pause(1000); // sold out: the probes go on
      // In flight when the load stops, a journey finishes (the database is back by then).
      const deadline = Date.now() + 30_000;
      const held = await persist(
        () => api('write', 'POST', '/show/reserveSeats', { seatIds: chosen }, viewer.token),
        deadline,
      );
      if (held.status !== 200) return;
      const order = await persist(
        () =>
          api(
            'write',
            'POST',
            '/payment/capturePayment',
            { showId: screeningId, seatsBook: chosen },
            viewer.token,
          ),
        deadline,
      );
      if (order.status !== 200) return;
      const paid = await persist(
        () =>
          api(
            'write',
            'POST',
            '/payment/sandbox/pay',
            { orderId: order.body.data.id, outcome: 'success' },
            viewer.token,
          ),
        deadline,
      );
      if (paid.status !== 200) return;
      const { status: _status, ...checkout } = paid.body.data;
      const verified = await persist(
        () => api('write', 'POST', '/payment/verifyPayment', checkout, viewer.token),
        deadline,
      );
      if (verified.status === 200 && verified.body.data.outcome === 'booked')
        booked.push({
          bookingId: verified.body.data.bookingId,
          position: verified.body.position,
          seats: chosen,
          at: Date.now(),
        });
    };
    const viewerLoop = async (viewer: Account) => {
      while (!stopLoad) {
        await journey(viewer);
        await pause(100);
      }
    };
    const probeLoop = async () => {
      while (!stopLoad) {
        await Promise.all([
          api('read', 'GET', '/cinema/getCities'),
          exchange('write', 'GET', '/readyz'),
          exchange('read', 'GET', '/readyz'),
          exchange('projector', 'GET', '/readyz'),
          exchange('write', 'GET', '/healthz'),
          exchange('read', 'GET', '/healthz'),
          exchange('projector', 'GET', '/healthz'),
        ]);
        await pause(100);
      }
    };

    onTestFailed(() => {
      for (const [who, service] of Object.entries(services))
        console.log(`--- ${who} printed:\n${service.output().slice(-6_000)}`);
    });
    const loadStart = Date.now();
    const load = Promise.all([...viewers.map(viewerLoop), probeLoop()]);
    await pause(LOAD_BEFORE_MS);
    await db.stop(STOP_MODE);
    timeline.down = Date.now();
    await pause(OUTAGE_MS);
    timeline.starting = Date.now();
    await db.start();
    timeline.up = Date.now();
    await pause(LOAD_AFTER_MS);
    stopLoad = true;
    await load;
    timeline.loadEnd = Date.now();

    // --- No service exited: each still answers as the process it was (uptime from before the load).
    for (const who of ['write', 'read', 'projector'] as const) {
      const alive = await exchange(who, 'GET', '/healthz');
      expect(alive.status, `${who} /healthz`).toBe(200);
      expect(alive.body.uptimeSeconds * 1000, `${who} ran all along`).toBeGreaterThanOrEqual(
        timeline.loadEnd - loadStart - 1000,
      );
      expect(services[who].output(), `${who} printed no crash`).not.toMatch(/^Node\.js v\d+/m);
    }

    // --- Never a 500, a failed connection or a hang; every failure a prompt 503 with Retry-After.
    const broken = log.filter((x) => x.status === 500 || x.status <= 0 || x.ms > 8_000);
    expect(broken, 'answers that were 500s, failed connections or took longer than 8 s').toEqual([]);
    for (const x of log.filter((e) => e.status === 503 && !e.what.endsWith('/readyz'))) {
      expect(x, 'a 503 of the API names the database and says when to retry').toMatchObject({
        code: 'DATABASE_UNAVAILABLE',
        retryAfter: '5',
      });
    }
    const outage = log.filter((x) => x.started > timeline.down + 500 && x.started + x.ms < timeline.starting);
    const inOutage = (predicate: (x: Exchange) => boolean) => outage.filter(predicate);
    expect(inOutage((x) => x.what.includes(API_BASE)).length).toBeGreaterThan(20);
    expect(
      inOutage((x) => x.what.includes(API_BASE) && x.status !== 503),
      'every API call during the outage answered 503',
    ).toEqual([]);
    expect(inOutage((x) => x.what.endsWith('/readyz') && x.status !== 503)).toEqual([]);
    expect(inOutage((x) => x.what.endsWith('/healthz') && x.status !== 200)).toEqual([]);
    const slowest503 = Math.max(...log.filter((x) => x.status === 503).map((x) => x.ms));

    // --- Answered again within 5 s of the database accepting connections.
    const firstOk = (who: Who, what: (x: Exchange) => boolean) => {
      const first = log
        .filter(
          (x) => x.who === who && what(x) && x.started >= timeline.up && x.status >= 200 && x.status < 300,
        )
        .sort((a, b) => a.started + a.ms - (b.started + b.ms))[0];
      return first ? first.started + first.ms - timeline.up : Infinity;
    };
    const recovery = {
      writeApi: firstOk('write', (x) => x.what.includes(API_BASE)),
      readApi: firstOk('read', (x) => x.what.includes(API_BASE)),
      writeReady: firstOk('write', (x) => x.what.endsWith('/readyz')),
      readReady: firstOk('read', (x) => x.what.endsWith('/readyz')),
      projectorReady: firstOk('projector', (x) => x.what.endsWith('/readyz')),
    };
    console.log(
      `database restart: ${log.length} requests, ${log.filter((x) => x.status === 503).length} answered 503 ` +
        `(slowest ${slowest503} ms); ${booked.length} bookings, ` +
        `${booked.filter((b) => b.at < timeline.down).length} before the outage and ` +
        `${booked.filter((b) => b.at > timeline.up).length} after; answered again after the restart (ms): ` +
        JSON.stringify(recovery),
    );
    for (const [what, ms] of Object.entries(recovery))
      expect(ms, `${what} answered again`).toBeLessThanOrEqual(5_000);
    expect(booked.filter((b) => b.at < timeline.down).length).toBeGreaterThan(0);
    expect(booked.filter((b) => b.at > timeline.up).length).toBeGreaterThan(0);

    // --- Nothing lost, nothing doubled.
    const store = createPostgresEventStore({ connectionString: db.url, schema: schemas.events });
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    try {
      const events: RecordedEvent[] = [];
      for (
        let page = await store.readAll('0:0', 1000);
        page.length > 0;
        page = await store.readAll(page.at(-1)!.position, 1000)
      )
        events.push(...page);
      const sold = events.filter((e) => e.type === 'SeatsBooked').map((e) => e.data as any);
      const soldIds = sold.map((s) => s.bookingId as string);
      expect(new Set(soldIds).size, 'one SeatsBooked per booking').toBe(soldIds.length);
      for (const b of booked)
        expect(soldIds, `booking ${b.bookingId} answered 200 is in the log`).toContain(b.bookingId);
      const seatNumbers = sold.flatMap((s) => s.seats.map((seat: { seatNumber: string }) => seat.seatNumber));
      expect(new Set(seatNumbers).size, 'no seat sold twice').toBe(seatNumbers.length);
      for (const b of booked)
        expect(
          sold
            .find((s) => s.bookingId === b.bookingId)
            .seats.map((s: any) => `${screeningId}.${s.seatNumber}`)
            .sort(),
        ).toEqual([...b.seats].sort());

      // The projector caught up by itself: the read model holds exactly the log's bookings.
      const readModel = await waitFor(
        async () => {
          const { rows } = await client.query<{ booking_id: string; total_paise: number }>(
            `SELECT booking_id, total_paise FROM ${pg.escapeIdentifier(schemas.read)}.bookings`,
          );
          return rows.length === soldIds.length && rows;
        },
        { message: 'the bookings read model caught up', timeoutMs: 20_000 },
      );
      expect(readModel.map((r) => r.booking_id).sort()).toEqual([...soldIds].sort());
      const perViewer = await Promise.all(
        viewers.map((v) => exchange('read', 'GET', `${API_BASE}/booking/fetchBookings`, undefined, v.token)),
      );
      expect(
        perViewer.flatMap((a) => (a.body?.bookings ?? []).map((b: { _id: string }) => b._id)).sort(),
      ).toEqual([...soldIds].sort());

      // Revenue is the bookings, counted once.
      const total = sold.reduce((sum, s) => sum + (s.totalPaise as number), 0);
      const revenue = await api('read', 'POST', '/revenue/admin-revenue-details', {}, admin.token);
      expect(revenue.status).toBe(200);
      expect(revenue.body.data).toMatchObject({
        totalRevenuePaise: total,
        cinemas: [expect.objectContaining({ cinemaId, totalRevenuePaise: total, bookings: sold.length })],
      });

      // One confirmation mail per booking, once the outbox has sent them all.
      const outbox = pg.escapeIdentifier(`${schemas.read}_workflow`);
      await waitFor(
        async () => {
          const { rows } = await client.query<{ n: string }>(
            `SELECT count(*) AS n FROM ${outbox}.workflow_outbox WHERE kind = 'booking-mail' AND status = 'sent'`,
          );
          return Number(rows[0]!.n) === sold.length;
        },
        { message: 'every booking mail sent', timeoutMs: 60_000 },
      );
      const mails = await Promise.all(
        (await readdir(outboxDir))
          .filter((f) => f.endsWith('.eml'))
          .map((f) => readFile(join(outboxDir, f), 'utf8')),
      );
      const confirmations = mails.filter((m) => m.includes('Booking ID: '));
      for (const id of soldIds) {
        const mine = confirmations.filter((m) => m.includes(`Booking ID: ${id.slice(2, 10).toUpperCase()}`));
        expect(mine, `mails for booking ${id}`).toHaveLength(1);
      }
      expect(confirmations).toHaveLength(soldIds.length);
    } finally {
      await client.end();
      await store.close();
    }
  }, 150_000);
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
