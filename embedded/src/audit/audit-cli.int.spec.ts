import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, lockDataDir } from '@cinema/event-store';
import { startEmbeddedPostgres } from '@cinema/event-store/embedded-postgres';
import { testDatabases } from '@cinema/event-store/testing';
import { givenLiveScreening, type LiveScreening } from '@cinema/embedded/testing/screening-test-kit';
import { accountWithToken, startTestSystem, type TestSystem } from '../testing/index.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);

interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** An audit command as an operator runs it, in its own process. */
async function cli(script: string, args: string[], env: Record<string, string>): Promise<CliRun> {
  return run('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    env: { ...process.env, EVENTSTORE_URL: '', ...env },
    maxBuffer: 16 * 1024 * 1024,
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: CliRun) => error,
  );
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Reserve, order, pay at the sandbox and verify, as the seat page does; returns the booking id. */
async function book(system: TestSystem, token: string, screeningId: string, seatIds: string[]) {
  const held = await system.call('POST', '/show/reserveSeats', { body: { seatIds }, token });
  expect(held.status, JSON.stringify(held.body)).toBe(200);
  const order = await system.call('POST', '/payment/capturePayment', {
    body: { showId: screeningId, seatsBook: seatIds },
    token,
  });
  expect(order.status, JSON.stringify(order.body)).toBe(200);
  const paid = await system.call('POST', '/payment/sandbox/pay', {
    body: { orderId: order.body.data.id, outcome: 'success' },
    token,
  });
  const { status: _status, ...checkout } = paid.body.data;
  const verified = await system.call('POST', '/payment/verifyPayment', { body: checkout, token });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body.data.bookingId as string;
}

describe.each(testDatabases())('the audit commands on $kind', (database) => {
  let system: TestSystem;
  let screening: LiveScreening;
  let viewerId: string;
  let firstBooking: string;
  let between: string;
  let env: Record<string, string>;

  beforeAll(async () => {
    system = await startTestSystem(database);
    env = {
      DATABASE_URL: database.url,
      EVENTS_SCHEMA: system.schemas.events,
      READ_SCHEMA: system.schemas.read,
    };
    screening = await givenLiveScreening(system);
    const viewer = await accountWithToken(system, 'Viewer');
    viewerId = viewer.user._id;
    const other = await accountWithToken(system, 'Viewer');
    const hold = await system.call('POST', '/show/reserveSeats', {
      body: { seatIds: [screening.seat('R1')] },
      token: other.token,
    });
    await system.call('POST', '/show/releaseSeats', {
      body: { holdId: hold.body.data.holdId },
      token: other.token,
    });
    firstBooking = await book(system, viewer.token, screening.screeningId, [
      screening.seat('V1'),
      screening.seat('V2'),
    ]);
    await pause(50);
    between = new Date().toISOString();
    await pause(50);
    await book(system, viewer.token, screening.screeningId, [screening.seat('B1')]);
  }, 90_000);
  afterAll(() => system?.stop());

  it('finds nothing to report on an untouched system: exit 0 and a one-line summary, scratch schema gone', async () => {
    const audit = await cli('audit', [], env);
    expect(audit.code, audit.stderr).toBe(0);
    expect(audit.stdout).toMatch(
      /Audit OK: the read models equal a fresh replay \(\d+ tables, [\d,]+ rows, [\d,]+ events up to position \d+:\d+, [\d.]+ s\)/,
    );
    expect(audit.stdout).not.toContain('DIFF');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const left = await client
      .query(`select nspname from pg_namespace where nspname like $1`, [`${system.schemas.read}\\_audit\\_%`])
      .finally(() => client.end());
    expect(left.rows).toEqual([]);
  }, 120_000);

  it('prints a screening’s events in order with who caused each, and who sold a seat', async () => {
    const history = await cli('audit:history', [`screening-${screening.screeningId}`], env);
    expect(history.code, history.stderr).toBe(0);
    const events = [...history.stdout.matchAll(/^ {2}#(\d+) {2}(\S+) {2}(\S+) {2}(\w+) {2}by ([^\s,]+)/gm)];
    expect(events.map((e) => Number(e[1]))).toEqual(events.map((_, i) => i));
    expect(events.map((e) => e[4])).toEqual([
      'SeatsHeld',
      'HoldReleased',
      'SeatsHeld',
      'SeatsBooked',
      'SeatsHeld',
      'SeatsBooked',
    ]);
    const recorded = events.map((e) => Date.parse(e[2]!));
    expect(recorded).toEqual([...recorded].sort((a, b) => a - b));
    expect(events[2]![5]).toBe(viewerId);
    expect(events[3]![5]).toBe('system:payment-settlement');

    const seat = await cli('audit:history', ['--seat', screening.seat('V1')], env);
    expect(seat.code, seat.stderr).toBe(0);
    expect(seat.stdout).toContain(`payment-order_`);
    expect(seat.stdout).toMatch(
      new RegExp(
        `Seat V1 sold at \\S+ to account ${viewerId} \\(booking ${firstBooking}, .*captured via verify by ${viewerId}\\)`,
      ),
    );

    // A booking's history finds the hold it was paid under, whose events name it by their stream.
    const booking = await cli('audit:history', ['--booking', firstBooking], env);
    expect(booking.code, booking.stderr).toBe(0);
    const ofBooking = [...booking.stdout.matchAll(/^ {2}#\d+ {2}\S+ {2}\S+ {2}(\w+) /gm)].map((e) => e[1]);
    expect(ofBooking.slice(0, 2)).toEqual(['SeatsHeld', 'SeatsBooked']);
    expect(booking.stdout).toContain(`"holdId":"${screening.screeningId}~`);

    const list = await cli('audit:history', ['--list', 'screening-'], env);
    expect(list.stdout).toContain(`screening-${screening.screeningId}  6 events`);
  }, 120_000);

  it('shows revenue as it stood at an earlier moment', async () => {
    const earlier = await cli('audit:revenue-at', [between], env);
    expect(earlier.code, earlier.stderr).toBe(0);
    expect(earlier.stdout).toContain('Total: ₹1,000 from 1 booking(s)');
    expect(earlier.stdout).toMatch(/Sapna Sangeeta .+ Test Admin <[^>]+>\s+₹1,000\s+1/);
    expect(earlier.stdout).toContain(
      'Cross-check: SeatsBooked events up to then, less refunded orders and refunds: ₹1,000 from 1 booking(s): equal',
    );

    const now = await cli('audit:revenue-at', [new Date().toISOString()], env);
    expect(now.stdout).toContain('Total: ₹1,250 from 2 booking(s)');
    const before = await cli('audit:revenue-at', ['2020-01-01T00:00:00+05:30'], env);
    expect(before.stdout).toContain('Total: ₹0 from 0 booking(s)');
  }, 120_000);

  it('prints a tampered seat and revenue row and exits non-zero', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const read = pg.escapeIdentifier(system.schemas.read);
    try {
      await client.query(
        `update ${read}.screening_seats set status = 'free' where screening_id = $1 and seat_number = 'V1'`,
        [screening.screeningId],
      );
      await client.query(`update ${read}.revenue_bookings set amount_paise = 1 where booking_id = $1`, [
        firstBooking,
      ]);
    } finally {
      await client.end();
    }
    const audit = await cli('audit', [], env);
    expect(audit.code).toBe(1);
    expect(audit.stdout).toContain(
      `DIFF screening_seats [screening_id=${screening.screeningId}, seat_number=V1] status: live free | replayed booked`,
    );
    expect(audit.stdout).toContain(
      `DIFF revenue_bookings [booking_id=${firstBooking}] amount_paise: live 1 | replayed 100000`,
    );
    expect(audit.stdout).toMatch(/Audit FAILED: 2 difference\(s\)/);
  }, 120_000);
});

// The embedded folder of `npm start`, opened by the command itself (never the shared test database).
describe('npm run audit on the embedded data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'audit-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is refused while another process has the folder open, and audits once it is free', async () => {
    const pglite = join(dataDir, 'pglite');
    const db = await startEmbeddedPostgres({ dataDir: pglite });
    const store = createPostgresEventStore({ connectionString: db.connectionString, schema: 'event_store' });
    await store.migrate();
    const city = (cityName: string) => ({
      type: 'CityAdded',
      data: { cityId: cityName, cityName, featured: false, addedBy: null, addedAt: new Date().toISOString() },
      metadata: { actorId: 'system:operator' },
    });
    await store.append('cities', [city('Audited A'), city('Audited B')], 'any');
    await store.close();
    await db.stop();
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    expect((await cli('rebuild', [], env)).code).toBe(0);

    const held = lockDataDir(pglite); // as `npm start` does while it runs
    const refused = await cli('audit', [], env);
    held.release();
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/in use by process \d+ .*stop that process and try again/);

    const audit = await cli('audit', [], env);
    expect(audit.code, audit.stderr).toBe(0);
    expect(audit.stdout).toMatch(/Audit OK: .*2 events up to position/);
  }, 180_000);
});
