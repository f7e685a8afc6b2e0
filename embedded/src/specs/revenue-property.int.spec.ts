import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'kysely';
import {
  addDays,
  comparePositions,
  indianDate,
  POSITION_HEADER,
  routes,
  screeningIdFor,
  seatIdFor,
  type Position,
  type RouteKey,
} from '@cinema/contracts';
import { testDatabases, waitFor } from '@cinema/event-store/testing';
import { allProjections, readCheckpoint, rebuildInto, type ReadDatabase } from '@cinema/projector';
import { createKysely, createPool } from '@cinema/server-kit';
import { addCinema, addCity, addShow, configureScreen, makeShowLive } from '@cinema/write-api';
import { accountWithToken, givenMovie, startTestSystem, type TestSystem } from '../testing/index.ts';
import {
  inRange,
  netPerDay,
  paiseOf,
  projectedUpToHead,
  readHistory,
  revenueFromHistory,
  revenueTables,
  seriesPerDay,
  type HistoryFigures,
  type SoldBooking,
} from './revenue-kit.ts';

/**
 * Random journeys (holds, expiries, payments that succeed, fail, are cancelled, verified twice or
 * arrive late and are refunded; counter sales; the cinema cancelling a date, which refunds its
 * online bookings through the gateway and its counter sales at the counter) across cities,
 * cinemas and admins. After each run every figure of every revenue call (sales, refunds, net, per
 * channel, since the beginning and over a random date range) equals the sum computed from the
 * event history up to the position the answer says it reflects; at the end a replay of the
 * history into fresh tables gives the same tables.
 */
const RUNS = 22;
const SEATS = [
  ...['V1', 'V2', 'V3', 'V4'],
  ...['B1', 'B2', 'B3', 'B4', 'B5', 'B6'],
  ...['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'R9', 'R10'],
];
const DAYS = 10;
const ENDINGS = [
  'verify',
  'verifyTwice',
  'webhook',
  'fail',
  'cancel',
  'abandon',
  'late',
  'cancelThenPay',
] as const;

const buy = fc.record({
  kind: fc.constant('buy' as const),
  viewer: fc.nat(2),
  cinema: fc.nat(3),
  day: fc.nat(DAYS - 1),
  seats: fc.uniqueArray(fc.nat(SEATS.length - 1), { minLength: 1, maxLength: 3 }),
  ending: fc.constantFrom(...ENDINGS),
  /** Late payments: someone else books the seats once the hold has expired (so the money goes back). */
  taken: fc.boolean(),
});
const time = fc.record({ kind: fc.constant('time' as const), minutes: fc.integer({ min: 5, max: 720 }) });
/** A walk-in sale by the cinema's Admin at the counter (refused when a seat is held or sold). */
const counter = fc.record({
  kind: fc.constant('counter' as const),
  cinema: fc.nat(3),
  day: fc.nat(DAYS - 1),
  seats: fc.uniqueArray(fc.nat(SEATS.length - 1), { minLength: 1, maxLength: 3 }),
  method: fc.constantFrom('cash' as const, 'upi' as const),
});
/** The cinema's Admin cancels one date: its online bookings go back through the gateway, its counter sales at the counter. */
const cancellation = fc.record({
  kind: fc.constant('cancelScreening' as const),
  cinema: fc.nat(3),
  day: fc.nat(DAYS - 1),
});
type Op =
  | (typeof buy extends fc.Arbitrary<infer B> ? B : never)
  | (typeof counter extends fc.Arbitrary<infer C> ? C : never)
  | (typeof cancellation extends fc.Arbitrary<infer X> ? X : never)
  | { kind: 'time'; minutes: number };
const journeys = fc.array(
  fc.oneof(
    { weight: 6, arbitrary: buy },
    { weight: 2, arbitrary: counter },
    { weight: 1, arbitrary: cancellation },
    { weight: 1, arbitrary: time },
  ),
  {
    minLength: 2,
    maxLength: 10,
  },
);
/** A date range the revenue pages are asked for after a run: days from the first day of the runs. */
const ranges = fc.record({ from: fc.nat(4), days: fc.nat(3) });
const refundingJourney: Op[] = [
  { kind: 'buy', viewer: 0, cinema: 0, day: 0, seats: [0, 1], ending: 'late', taken: true },
  { kind: 'buy', viewer: 1, cinema: 2, day: 1, seats: [4], ending: 'cancelThenPay', taken: false },
  { kind: 'buy', viewer: 2, cinema: 3, day: 0, seats: [10, 11], ending: 'verifyTwice', taken: false },
  { kind: 'counter', cinema: 1, day: 0, seats: [2, 12], method: 'cash' },
  { kind: 'buy', viewer: 1, cinema: 1, day: 0, seats: [5], ending: 'verify', taken: false },
  { kind: 'cancelScreening', cinema: 1, day: 0 },
];

interface Checkout {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

describe.each(testDatabases())('revenue against the event history on $kind', (database) => {
  let system: TestSystem;
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  let superAdmin: string;
  let admins: { id: string; token: string }[];
  let viewers: string[];
  let cityIds: string[];
  /** Screening ids per cinema, one per day. */
  let screenings: string[][];
  /** The admin (index into `admins`) of each cinema. */
  let cinemaAdmins: number[];
  /** The Indian day the runs start on (ranges count from it). */
  let firstDay: string;
  const signedFor = new Map<string, { accountId: string; accountType: 'Viewer' | 'Admin' | 'SuperAdmin' }>();

  beforeAll(async () => {
    system = await startTestSystem(database, { overrides: { clock } });
    superAdmin = (await accountWithToken(system, 'SuperAdmin')).token;
    firstDay = indianDate(clock());
    admins = [];
    for (let i = 0; i < 2; i++) {
      const { user, token } = await accountWithToken(system, 'Admin');
      admins.push({ id: user._id, token });
    }
    viewers = [];
    for (let i = 0; i < 3; i++) viewers.push((await accountWithToken(system, 'Viewer')).token);
    cityIds = [];
    for (const name of ['Indore', 'Pune', 'Kochi', 'Surat'])
      cityIds.push((await addCity(system.write, name, null)).city.cityId);
    const movie = await givenMovie(system);
    const first = addDays(indianDate(clock()), 1);
    // Two admins, four cinemas over three cities (Surat has none), each at its own prices.
    const plan = [
      { admin: 0, city: 0, prices: [120, 260, 499] },
      { admin: 0, city: 1, prices: [150, 250, 500] },
      { admin: 1, city: 1, prices: [99, 199, 349] },
      { admin: 1, city: 2, prices: [180, 300, 650] },
    ];
    screenings = [];
    cinemaAdmins = plan.map((p) => p.admin);
    for (const [n, p] of plan.entries()) {
      const adminId = admins[p.admin]!.id;
      const { cinema } = await addCinema(
        system.write,
        { cinemaName: `Cinema ${n}`, pincode: '452001', cityId: cityIds[p.city]! },
        adminId,
      );
      const screenId = cinema.screens[0]!;
      const [regular, bolcony, vip] = p.prices;
      await configureScreen(
        system.write,
        {
          screenId,
          regular: { seat: 10, price: regular! },
          bolcony: { seat: 6, price: bolcony! },
          vip: { seat: 4, price: vip! },
        },
        adminId,
      );
      const { show } = await addShow(
        system.write,
        {
          movieId: movie.movieId,
          cinemaId: cinema._id,
          screenId,
          timing: '9-12pm',
          showStart: first,
          showEnd: addDays(first, DAYS - 1),
        },
        adminId,
      );
      await makeShowLive(system.write, show.showId, adminId);
      screenings.push(Array.from({ length: DAYS }, (_, d) => screeningIdFor(show.showId, addDays(first, d))));
    }
  }, 120_000);
  afterAll(() => system?.stop());

  async function call(method: string, path: string, body: unknown, token: string, headers = {}) {
    // The runs move the clock by days: a token from the start would expire, so each call carries
    // a token of the same account signed now.
    const claims = system.tokens.verify(token) ?? signedFor.get(token);
    if (claims) signedFor.set(token, claims);
    const fresh = claims ? system.tokens.sign(claims) : token;
    const answer = await system.call(method, path, { body, token: fresh, headers });
    expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
    return answer;
  }
  const gatewayPays = (orderId: string) =>
    (system.write.gateway as unknown as { pay(orderId: string): Checkout }).pay(orderId);
  const verify = (checkout: Checkout, token: string) =>
    call('POST', '/payment/verifyPayment', checkout, token);
  const cancel = (orderId: string, reason: string, token: string) =>
    call('POST', '/payment/cancelPayment', { orderId, reason }, token);
  const passTime = (ms: number) => {
    offsetMs += ms;
    system.workflow.wake();
  };

  async function run(op: Op) {
    if (op.kind === 'time') return passTime(op.minutes * 60_000);
    if (op.kind === 'cancelScreening') {
      const screeningId = screenings[op.cinema]![op.day]!;
      const admin = admins[cinemaAdmins[op.cinema]!]!;
      const reason = 'Projector failure';
      return void (await call('POST', '/show/cancelScreening', { screeningId, reason }, admin.token));
    }
    if (op.kind === 'counter') {
      const screeningId = screenings[op.cinema]![op.day]!;
      const seatIds = op.seats.map((i) => seatIdFor(screeningId, SEATS[i]!));
      const admin = admins[cinemaAdmins[op.cinema]!]!;
      return void (await call('POST', '/counter/sellSeats', { seatIds, method: op.method }, admin.token));
    }
    const token = viewers[op.viewer]!;
    const screeningId = screenings[op.cinema]![op.day]!;
    const seatIds = op.seats.map((i) => seatIdFor(screeningId, SEATS[i]!));
    if ((await call('POST', '/show/reserveSeats', { seatIds }, token)).status !== 200) return;
    if (op.ending === 'abandon') return;
    const order = await call(
      'POST',
      '/payment/capturePayment',
      { showId: screeningId, seatsBook: seatIds },
      token,
    );
    if (order.status !== 200) return;
    const orderId: string = order.body.data.id;
    const pay = async (outcome = 'success') => {
      const paid = await call('POST', '/payment/sandbox/pay', { orderId, outcome }, token);
      const { status: _status, ...checkout } = paid.body.data;
      return checkout as Checkout;
    };
    switch (op.ending) {
      case 'verify':
        return void (await verify(await pay(), token));
      case 'verifyTwice': {
        const checkout = await pay();
        return void (await Promise.all([verify(checkout, token), verify(checkout, token)]));
      }
      case 'webhook': // the browser closed after paying: the sandbox's webhook books it
        return void (await pay());
      case 'fail':
        await pay('failure');
        return void (await cancel(orderId, 'failed', token));
      case 'cancel':
        return void (await cancel(orderId, 'cancelled', token));
      case 'cancelThenPay': // the gateway took the money after the checkout was closed: refunded
        await cancel(orderId, 'cancelled', token);
        return void (await verify(gatewayPays(orderId), token));
      case 'late': {
        const checkout = gatewayPays(orderId); // paid, but we only hear of it after the hold expired
        passTime(13 * 60_000);
        if (op.taken) await run({ ...op, viewer: (op.viewer + 1) % 3, ending: 'verify', taken: false });
        return void (await verify(checkout, token));
      }
    }
  }

  /** Lets reactors, timers (sandbox webhooks) and the projector finish what the journeys started. */
  async function settle() {
    passTime(5000);
    await waitFor(
      async () => {
        system.workflow.wake();
        return system.workflow.settled();
      },
      { message: 'the workflow to settle', timeoutMs: 20_000 },
    );
    await projectedUpToHead(system);
  }

  let history: Awaited<ReturnType<typeof readHistory>> = [];
  const head = () => history.at(-1)?.position ?? '0:0';
  /** The history's figures at `position`, read again when the answer is newer than what we have. */
  async function figuresAt(position: Position): Promise<HistoryFigures> {
    if (comparePositions(position, head()) > 0) history = await readHistory(system.store);
    expect(comparePositions(position, head())).toBeLessThanOrEqual(0);
    return revenueFromHistory(history, position);
  }
  const ask = async (key: RouteKey, token: string, body?: unknown) => {
    const { method, path } = routes[key];
    const answer = await call(method, path, method === 'GET' ? undefined : body, token, {
      [POSITION_HEADER]: head(),
    });
    expect(answer.status, `${key}: ${JSON.stringify(answer.body)}`).toBe(200);
    return { ...answer.body, figures: await figuresAt(answer.body.freshness.position) };
  };

  type Scope = { cityId?: string; adminId?: string };
  const inScope = (s: Scope) => (c: { cityId: string; adminId: string }) =>
    (!s.cityId || c.cityId === s.cityId) && (!s.adminId || c.adminId === s.adminId);

  const ofCinema = (rows: readonly SoldBooking[], cinemaId: string, channel?: string) =>
    rows.filter((b) => b.cinemaId === cinemaId && (!channel || b.channel === channel));
  /** Net: sales less the refunds of cancelled screenings (each of its own day). */
  const netOf = (f: HistoryFigures, scope: Scope) =>
    paiseOf(f.sold.filter(inScope(scope))) - paiseOf(f.refunds.filter(inScope(scope)));

  function expectCinemas(cinemas: any[], f: HistoryFigures, scope: Scope) {
    const expected = [...f.cinemas].filter(([, c]) => inScope(scope)(c)).map(([id]) => id);
    expect(cinemas.map((c) => c.cinemaId).sort()).toEqual(expected.sort());
    for (const cinema of cinemas) {
      const sold = ofCinema(f.sold, cinema.cinemaId);
      const refunds = ofCinema(f.refunds, cinema.cinemaId);
      const viaChannel = (channel: string) => {
        const [of, back] = [
          ofCinema(f.sold, cinema.cinemaId, channel),
          ofCinema(f.refunds, cinema.cinemaId, channel),
        ];
        return {
          revenuePaise: paiseOf(of) - paiseOf(back),
          bookings: of.length,
          salesPaise: paiseOf(of),
          refundsPaise: paiseOf(back),
        };
      };
      const net = paiseOf(sold) - paiseOf(refunds);
      expect(cinema).toMatchObject({
        channels: { online: viaChannel('online'), counter: viaChannel('counter') },
        totalRevenuePaise: net,
        totalRevenue: net / 100,
        bookings: sold.length,
        adminDetails: { _id: f.cinemas.get(cinema.cinemaId)!.adminId },
        cityId: f.cinemas.get(cinema.cinemaId)!.cityId,
      });
      if (refunds.length === 0) expect(cinema).not.toHaveProperty('refunds');
      else
        expect(cinema.refunds).toMatchObject({
          salesPaise: paiseOf(sold),
          refundsPaise: paiseOf(refunds),
          refundedBookings: refunds.length,
          netPaise: net,
        });
    }
    return netOf(f, scope);
  }
  function expectCity(city: any, f: HistoryFigures, scope: Scope) {
    const paise = expectCinemas(city.cinemas, f, { ...scope, cityId: city.cityId });
    expect(city).toMatchObject({
      cityName: f.cities.get(city.cityId),
      cityRevenuePaise: paise,
      cityRevenue: paise / 100,
      totalCinemas: city.cinemas.length,
    });
  }
  const expectSeries = (series: any[], f: HistoryFigures, scope: Scope) =>
    expect(seriesPerDay(series)).toEqual(
      netPerDay(f.sold.filter(inScope(scope)), f.refunds.filter(inScope(scope))),
    );

  /** The same figures over a date range: sales booked in it, refunds given back in it. */
  async function expectFiguresOfRange(days: { from: number; days: number }) {
    const range = { from: addDays(firstDay, days.from), to: addDays(firstDay, days.from + days.days) };
    const all = await ask('superadminRevenueRange', superAdmin, range);
    const f = inRange(all.figures, range);
    for (const city of all.data) expectCity(city, f, {});
    expectSeries(all.series, f, {});
    expect(all.series[0]?.date).toBe(range.from);
    for (const admin of admins) {
      const scope = { adminId: admin.id };
      const mine = await ask('adminRevenue', admin.token, range);
      const g = inRange(mine.figures, range);
      expect(mine.data.totalRevenuePaise).toBe(expectCinemas(mine.data.cinemas, g, scope));
      expectSeries(mine.series, g, scope);
      const cities = await ask('adminCitiesRevenueRange', admin.token, range);
      for (const city of cities.data) expectCity(city, inRange(cities.figures, range), scope);
      const one = await ask('adminCityRevenue', admin.token, { cityId: cityIds[1], ...range });
      expectCity(one.data, inRange(one.figures, range), scope);
    }
  }

  async function expectFiguresOfHistory() {
    history = await readHistory(system.store);
    const all = await ask('superadminRevenue', superAdmin);
    expect(all.data.map((c: any) => c.cityId).sort()).toEqual([...all.figures.cities.keys()].sort());
    for (const city of all.data) expectCity(city, all.figures, {});
    expectSeries(all.series, all.figures, {});
    for (const cityId of cityIds) {
      const one = await ask('cityRevenue', superAdmin, { cityId });
      expectCity(one.data, one.figures, {});
      expectSeries(one.series, one.figures, { cityId });
    }
    for (const admin of admins) {
      const scope = { adminId: admin.id };
      for (const [token, body] of [
        [superAdmin, { userId: admin.id }],
        [admin.token, {}],
      ] as const) {
        const mine = await ask('adminRevenue', token, body);
        const paise = expectCinemas(mine.data.cinemas, mine.figures, scope);
        expect(mine.data).toMatchObject({ totalRevenuePaise: paise, totalCinemas: mine.data.cinemas.length });
        expectSeries(mine.series, mine.figures, scope);
      }
      const cities = await ask('adminCitiesRevenue', admin.token);
      const theirs = new Set(
        [...cities.figures.cinemas.values()].filter(inScope(scope)).map((c) => c.cityId),
      );
      expect(cities.data.map((c: any) => c.cityId).sort()).toEqual([...theirs].sort());
      for (const city of cities.data) expectCity(city, cities.figures, scope);
      expectSeries(cities.series, cities.figures, scope);
      for (const cityId of cityIds) {
        const city = await ask('adminCityRevenue', admin.token, { cityId });
        expectCity(city.data, city.figures, scope);
        expectSeries(city.series, city.figures, { ...scope, cityId });
      }
    }
  }

  it('every revenue figure equals the sum of the history; a replay gives identical tables', async () => {
    await fc.assert(
      fc.asyncProperty(journeys, ranges, async (ops, range) => {
        for (const op of ops) await run(op);
        await settle();
        await expectFiguresOfHistory();
        await expectFiguresOfRange(range);
      }),
      { numRuns: RUNS, endOnFailure: true, examples: [[refundingJourney, { from: 0, days: 1 }]] },
    );
    const final = revenueFromHistory(history, head());
    expect(final.sold.length).toBeGreaterThan(0);
    expect(final.seatsBooked).toBe(final.sold.length + final.refundedBookings);
    expect(history.filter((e) => e.type === 'PaymentRefunded').length).toBeGreaterThan(0);
    expect(final.sold.filter((b) => b.channel === 'counter').length).toBeGreaterThan(0);
    // Cancellations gave money back on both channels: online through the gateway, cash or UPI at the counter.
    expect(final.refunds.filter((r) => r.channel === 'online').length).toBeGreaterThan(0);
    expect(final.refunds.filter((r) => r.channel === 'counter').length).toBeGreaterThan(0);

    const pool = createPool(database.url, 2);
    const schema = `${system.schemas.read}_replayed`;
    try {
      const live = await waitFor(
        async () => {
          const reached = await rebuildInto(system.store, pool, schema, allProjections);
          return reached === (await readCheckpoint(system.db, 'main')) && reached;
        },
        { message: 'a replay up to the live checkpoint', timeoutMs: 60_000 },
      );
      const replayed = createKysely<ReadDatabase>(pool, schema);
      expect(await readCheckpoint(system.db, 'main')).toBe(live);
      expect(await revenueTables(replayed)).toEqual(await revenueTables(system.db));
    } finally {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(createKysely(pool, 'public'));
      await pool.end();
    }
  }, 300_000);
});
