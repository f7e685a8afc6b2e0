import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { parseStoredEvent } from '@cinema/contracts';
import { freshSchema, testDatabases } from '@cinema/event-store/testing';
import { allProjections, migrateReadModels, type ProjectedEvent, type ReadDatabase } from '@cinema/projector';
import { createKysely } from '@cinema/server-kit';
import { givenLiveScreening, testClock } from '@cinema/embedded/testing/screening-test-kit';
import { accountWithToken, startTestSystem, type TestSystem } from '../testing/index.ts';

/*
 * Every projection, given the same events twice, leaves its tables as once: directly on `applyAll`
 * (or `apply`), without the checkpoint that normally filters a batch seen before. A crash between
 * a batch's effects and a retry, or a rebuild's overlap, must never count a sale twice.
 */
describe.each(testDatabases())('projections applied twice on $kind', (database) => {
  const time = testClock();
  let system: TestSystem;
  let pool: pg.Pool;
  let db: Kysely<ReadDatabase>;
  let events: ProjectedEvent[];

  beforeAll(async () => {
    system = await startTestSystem(database, { overrides: { clock: time.clock } });
    events = await history(system, time);
    const schema = await freshSchema(database.url);
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    await migrateReadModels(new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) }), schema);
    db = createKysely<ReadDatabase>(pool, schema);
    snapshotSchema = schema;
  }, 120_000);
  afterAll(async () => {
    await pool?.end();
    await system?.stop();
  });

  let snapshotSchema = '';
  /** Every row of every table of the read schema, sorted, as JSON text. */
  const snapshot = async () => {
    const { rows: tables } = await pool.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = $1 and table_name not like 'kysely%' order by 1`,
      [snapshotSchema],
    );
    const all: Record<string, string[]> = {};
    for (const { table_name } of tables) {
      const { rows } = await pool.query(
        `select * from ${pg.escapeIdentifier(snapshotSchema)}.${pg.escapeIdentifier(table_name)}`,
      );
      all[table_name] = rows.map((r) => JSON.stringify(r)).sort();
    }
    return all;
  };

  it('covers every projection with the events it handles', () => {
    for (const projection of allProjections)
      expect(
        events.some((e) => projection.handles.includes(e.type)),
        `${projection.name} has events in the history`,
      ).toBe(true);
  });

  for (const projection of allProjections)
    it(`${projection.name}: the same batch twice leaves the tables as once`, async () => {
      const handled = events.filter((e) => projection.handles.includes(e.type));
      const applyOnce = () =>
        db.transaction().execute(async (trx) => {
          if (projection.applyAll) return projection.applyAll(trx, handled);
          for (const event of handled) await projection.apply(trx, event);
        });
      await applyOnce();
      const once = await snapshot();
      await applyOnce();
      expect(await snapshot()).toEqual(once);
      // And every event alone once more, in any order it comes back.
      await db.transaction().execute(async (trx) => {
        for (const event of [...handled].reverse()) await projection.apply(trx, event);
      });
      expect(await snapshot()).toEqual(once);
    });
});

/**
 * A history touching every read model: a city, a movie, a cinema with a screen, a live show, a
 * viewer's paid booking, a hold given back, and a payment that came after its seats were resold
 * (settled as a refund, then refunded through the gateway), then a counter sale by staff the Admin
 * named, and last the cinema cancelling the date (Riya's booking and the counter sale refunded).
 */
async function history(system: TestSystem, time: ReturnType<typeof testClock>): Promise<ProjectedEvent[]> {
  const screening = await givenLiveScreening(system);
  const [riya, ajay] = await Promise.all([
    accountWithToken(system, 'Viewer'),
    accountWithToken(system, 'Viewer'),
  ]);
  const call = (path: string, token: string, body: unknown) => system.call('POST', path, { body, token });
  const pay = async (token: string, seatIds: string[]) => {
    const order = await call('/payment/capturePayment', token, {
      showId: screening.screeningId,
      seatsBook: seatIds,
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    return order.body.data.id as string;
  };
  const verify = async (token: string, orderId: string) => {
    const paid = await call('/payment/sandbox/pay', token, { orderId, outcome: 'success' });
    const { status: _status, ...checkout } = paid.body.data;
    return call('/payment/verifyPayment', token, checkout);
  };

  expect((await call('/show/reserveSeats', riya.token, { seatIds: [screening.seat('V1')] })).status).toBe(
    200,
  );
  expect((await verify(riya.token, await pay(riya.token, [screening.seat('V1')]))).status).toBe(200);

  const given = await call('/show/reserveSeats', ajay.token, { seatIds: [screening.seat('R1')] });
  await call('/show/releaseSeats', ajay.token, { holdId: given.body.data.holdId });

  // Ajay's payment lands after his hold ran out and someone else took the seat: refunded.
  await call('/show/reserveSeats', ajay.token, { seatIds: [screening.seat('R2')] });
  const late = await pay(ajay.token, [screening.seat('R2')]);
  time.advance(13 * 60_000);
  const other = await accountWithToken(system, 'Viewer');
  expect((await call('/show/reserveSeats', other.token, { seatIds: [screening.seat('R2')] })).status).toBe(
    200,
  );
  expect((await verify(ajay.token, late)).body.data.outcome).toBe('refunded');
  await system.workflow.settled();
  // The Admin names counter staff, who sells a walk-in seat for cash.
  const staff = await accountWithToken(system, 'Viewer');
  const granted = await call('/counter/grantStaff', screening.admin.token, {
    email: staff.user.email,
    cinemaIds: [screening.cinemaId],
  });
  expect(granted.status, JSON.stringify(granted.body)).toBe(200);
  const sold = await call('/counter/sellSeats', staff.token, {
    seatIds: [screening.seat('R5')],
    method: 'cash',
  });
  expect(sold.status, JSON.stringify(sold.body)).toBe(200);

  const cancelled = await call('/show/cancelScreening', screening.admin.token, {
    screeningId: screening.screeningId,
    reason: 'Projector failure',
  });
  expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
  const deadline = Date.now() + 15_000;
  const done = (events: { type: string }[]) =>
    events.some((e) => e.type === 'PaymentRefunded') &&
    events.filter((e) => e.type === 'BookingRefunded').length >= 2;
  let recorded = await system.store.readAll('0:0', 100_000);
  while (!done(recorded) && Date.now() < deadline) {
    system.workflow.wake();
    await new Promise((resolve) => setTimeout(resolve, 50));
    recorded = await system.store.readAll('0:0', 100_000);
  }
  return recorded.flatMap((e) => {
    const event = parseStoredEvent(e);
    return event
      ? [
          {
            ...event,
            streamId: e.streamId,
            revision: e.revision,
            position: e.position,
            recordedAt: e.recordedAt,
          },
        ]
      : [];
  });
}
