import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import type { Response } from 'express';
import { parse } from 'csv-parse/sync';
import {
  BOOKINGS_CSV_COLUMNS,
  cinemaSalesResponse,
  comparePositions,
  indianDate,
  routes,
  screeningSalesResponse,
  type RouteKey,
} from '@cinema/contracts';
import { testDatabases, waitFor } from '@cinema/event-store/testing';
import { readCheckpoint } from '@cinema/projector';
import { accountWithToken, startTestSystem, TEST_PASSWORD, type TestSystem } from '@cinema/embedded/testing';
import { registerAccount } from '@cinema/write-api';
import {
  givenLiveScreening,
  testClock,
  type LiveScreening,
} from '@cinema/embedded/testing/screening-test-kit';
import { postgresHeadPosition } from '../../infra/head-position.ts';
import { writeBookingsCsv } from './bookings-csv.ts';

/**
 * A cinema's sales over HTTP after real bookings (reserve, order, sandbox checkout, verify): each
 * screening's seats and money, its buyers, revenue between two Indian dates (a booking at 23:59:59
 * IST and one at 00:00:00 IST the next day fall on either side), and the CSV export read back.
 */
describe.each(testDatabases())('sales of a cinema on $kind', (database) => {
  // 10 Dec 2026, 23:59:00 in India.
  const time = testClock('2026-12-10T18:29:00.000Z');
  let system: TestSystem;
  let a: LiveScreening;
  let b: LiveScreening;
  let superAdmin: string;
  let viewer: string;
  let rinku: { token: string; email: string };
  const RINKU = 'Sharma, Riya "Rinku" रिया';
  // Every read waits for the last write (read-your-writes): the projector runs apart on PostgreSQL.
  let lastPosition = '0:0';
  const after = () => ({ 'x-min-position': lastPosition });

  const call = (key: RouteKey, token?: string, body?: unknown) => {
    const { method, path } = routes[key];
    return system.call(method, path, {
      token,
      body: method === 'GET' ? undefined : (body ?? {}),
      headers: after(),
    });
  };
  const csv = async (token: string, body: unknown) => {
    const response = await fetch(`${system.url}/api/v1${routes.bookingsCsv.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, ...after() },
      body: JSON.stringify(body),
    });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  /**
   * On a shared cluster another process's long transaction can hold delivery back for longer than
   * a query's read-your-writes wait: wait (up to a minute) for the projector to reach the head.
   */
  async function projectedUpToHead() {
    const head = await postgresHeadPosition(system.db, system.schemas.events)();
    await waitFor(async () => comparePositions(await readCheckpoint(system.db, 'main'), head) >= 0, {
      message: `the projector at the store's head ${head}`,
      timeoutMs: 60_000,
    });
  }

  async function book(screening: LiveScreening, seats: string[], token: string) {
    const seatIds = seats.map((s) => screening.seat(s));
    const held = await system.call('POST', '/show/reserveSeats', { body: { seatIds }, token });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const order = await system.call('POST', '/payment/capturePayment', {
      body: { showId: screening.screeningId, seatsBook: seatIds },
      token,
    });
    const paid = await system.call('POST', '/payment/sandbox/pay', {
      body: { orderId: order.body.data.id, outcome: 'success' },
      token,
    });
    const { status: _status, ...checkout } = paid.body.data;
    const verified = await system.call('POST', '/payment/verifyPayment', { body: checkout, token });
    expect(verified.body.data?.outcome, JSON.stringify(verified.body)).toBe('booked');
    lastPosition = verified.body.position;
  }

  async function namedViewer(userName: string) {
    const email = `named-${Math.random().toString(36).slice(2, 10)}@example.com`;
    await registerAccount(system.write, {
      accountType: 'Viewer',
      email,
      userName,
      contactNumber: '9123456780',
      password: TEST_PASSWORD,
    });
    const login = await system.call('POST', '/auth/login', { body: { email, password: TEST_PASSWORD } });
    return { token: login.body.token as string, email };
  }

  beforeAll(async () => {
    system = await startTestSystem(database, { overrides: { clock: time.clock } });
    a = await givenLiveScreening(system, { daysAhead: 2 });
    b = await givenLiveScreening(system, { daysAhead: 2 });
    superAdmin = (await accountWithToken(system, 'SuperAdmin')).token;
    viewer = (await accountWithToken(system, 'Viewer')).token;
    rinku = await namedViewer(RINKU);
    time.advance(59_000); // 23:59:59 IST on 10 Dec
    await book(a, ['V1', 'V2'], rinku.token); // Rs 1,000
    time.advance(1_000); // 00:00:00 IST on 11 Dec
    await book(a, ['B1'], viewer); // Rs 250
    await book(b, ['R1'], (await accountWithToken(system, 'Viewer')).token); // another admin's Rs 150
    const holder = await accountWithToken(system, 'Viewer');
    const hold = await system.call('POST', '/show/reserveSeats', {
      body: { seatIds: [a.seat('R1')] },
      token: holder.token,
    });
    expect(hold.status).toBe(200);
    lastPosition = hold.body.position;
    await projectedUpToHead();
  });
  afterAll(() => system?.stop());

  it("shows a screening's seats per class, occupancy, money and buyers, and warns below 6 tickets", async () => {
    const response = await call('screeningSales', a.admin.token, { screeningId: a.screeningId });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const { data } = screeningSalesResponse.parse(response.body);
    expect(data.classes.map((c) => [c.seatType, c.seats, c.sold, c.held, c.free, c.revenuePaise])).toEqual([
      ['VIP', 2, 2, 0, 0, 100_000],
      ['BALCONY', 4, 1, 0, 3, 25_000],
      ['REGULAR', 6, 0, 1, 5, 0],
    ]);
    expect(data).toMatchObject({
      seats: 12,
      sold: 3,
      held: 1,
      free: 8,
      occupancy: 25,
      bookings: 2,
      revenue: 1250,
      revenuePaise: 125_000,
      minimumTickets: 6,
      belowMinimum: true,
      startsSoon: true,
      movieName: a.movieName,
      date: a.date,
    });
    expect(
      data.buyers.map((x) => [
        x.name,
        x.seats.map((s) => s.code).join(' '),
        x.amount,
        x.channel,
        x.admittedAt,
      ]),
    ).toEqual([
      [RINKU, 'A1 A2', 1000, 'online', null],
      ['Test Viewer', 'B1', 250, 'online', null],
    ]);
    expect(data.buyers[0]).toMatchObject({ email: rinku.email, contactNumber: '9123456780' });
    expect(data.buyers[0]!.bookingCode).toMatch(/^[A-Z0-9-]{8}$/);
  });

  it("lists a cinema's screenings of a day with the same figures", async () => {
    const response = await call('cinemaSales', a.admin.token, { cinemaId: a.cinemaId, date: a.date });
    expect(response.status).toBe(200);
    const { data } = cinemaSalesResponse.parse(response.body);
    expect(data.screenings.map((s) => [s.screeningId, s.sold, s.held, s.revenuePaise])).toEqual([
      [a.screeningId, 3, 1, 125_000],
    ]);
    const nextDay = await call('cinemaSales', a.admin.token, { cinemaId: a.cinemaId, date: '2026-12-25' });
    expect(nextDay.body.data.screenings).toEqual([]);
  });

  it("refuses another admin's cinema and a viewer, and lets a SuperAdmin see any", async () => {
    const asks = [
      ['screeningSales', { screeningId: a.screeningId }],
      ['cinemaSales', { cinemaId: a.cinemaId, date: a.date }],
    ] as const;
    for (const [key, body] of asks) {
      const other = await call(key, b.admin.token, body);
      expect([other.status, other.body.code]).toEqual([403, 'NOT_YOUR_CINEMA']);
      expect((await call(key, viewer, body)).status).toBe(403);
      expect((await call(key, undefined, body)).status).toBe(401);
      expect((await call(key, superAdmin, body)).status).toBe(200);
    }
    const other = await csv(b.admin.token, { cinemaId: a.cinemaId, from: '2026-12-10', to: '2026-12-11' });
    expect(other.response.status).toBe(403);
    expect(JSON.parse(other.bytes.toString())).toMatchObject({ success: false, code: 'NOT_YOUR_CINEMA' });
    expect(
      (await csv(viewer, { cinemaId: a.cinemaId, from: '2026-12-10', to: '2026-12-11' })).response.status,
    ).toBe(403);
    const missing = await call('screeningSales', superAdmin, { screeningId: `${a.showId}.2030-01-01` });
    expect(missing.status).toBe(404);
  });

  it('counts revenue between two Indian dates, boundaries included, and the spec’s answer without one', async () => {
    const admin = async (range: object) => {
      const response = await call('adminRevenue', a.admin.token, range);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body;
    };
    expect((await admin({ from: '2026-12-10', to: '2026-12-10' })).data.totalRevenuePaise).toBe(100_000);
    expect((await admin({ from: '2026-12-11', to: '2026-12-11' })).data.totalRevenuePaise).toBe(25_000);
    expect((await admin({ from: '2026-12-09', to: '2026-12-09' })).data.totalRevenuePaise).toBe(0);
    const both = await admin({ from: '2026-12-10', to: '2026-12-11' });
    expect(both.data.totalRevenuePaise).toBe(125_000);
    expect(both.range).toEqual({ from: '2026-12-10', to: '2026-12-11' });
    expect(both.series.map((d: { date: string; revenuePaise: number }) => [d.date, d.revenuePaise])).toEqual([
      ['2026-12-10', 100_000],
      ['2026-12-11', 25_000],
    ]);
    const always = await admin({});
    expect(always.data.totalRevenuePaise).toBe(125_000);
    expect(always).not.toHaveProperty('range');
    expect((await admin({ from: '2026-12-11' })).data.totalRevenuePaise).toBe(25_000);
    expect((await admin({ to: '2026-12-10' })).data.totalRevenuePaise).toBe(100_000);

    const cityOf = (body: { data: { cityId: string; cityRevenuePaise: number }[] }, cityId: string) =>
      body.data.find((c) => c.cityId === cityId)?.cityRevenuePaise;
    const all = await call('superadminRevenueRange', superAdmin, { from: '2026-12-11', to: '2026-12-11' });
    expect([cityOf(all.body, a.cityId), cityOf(all.body, b.cityId)]).toEqual([25_000, 15_000]);
    const mine = await call('adminCitiesRevenueRange', a.admin.token, {
      from: '2026-12-10',
      to: '2026-12-10',
    });
    expect(cityOf(mine.body, a.cityId)).toBe(100_000);
    const city = await call('cityRevenue', superAdmin, { cityId: a.cityId, to: '2026-12-10' });
    expect(city.body.data.cityRevenuePaise).toBe(100_000);
    const adminCity = await call('adminCityRevenue', a.admin.token, { cityId: a.cityId, from: '2026-12-11' });
    expect(adminCity.body.data.cityRevenuePaise).toBe(25_000);

    const backwards = await admin({}).then(() =>
      call('adminRevenue', a.admin.token, { from: '2026-12-11', to: '2026-12-10' }),
    );
    expect(backwards.status).toBe(400);
    expect((await call('superadminRevenueRange', a.admin.token, {})).status).toBe(403);
    expect((await call('adminCitiesRevenueRange', viewer, {})).status).toBe(403);
  });

  it('exports the bookings as a CSV that parses back to the same rows and totals', async () => {
    const { response, bytes } = await csv(a.admin.token, {
      cinemaId: a.cinemaId,
      from: '2026-12-10',
      to: '2026-12-11',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows: Record<string, string>[] = parse(bytes, { bom: true, columns: true });
    expect(Object.keys(rows[0]!)).toEqual([...BOOKINGS_CSV_COLUMNS]);
    const [day] = a.date.split('-').reverse().join('/').split(' ');
    expect(
      rows.map((r) => [r['Booked on'], r['Booked at'], r.Name, r.Seats, r['Amount (Rs)'], r.Channel]),
    ).toEqual([
      ['10/12/2026', '23:59', RINKU, 'A1, A2', '1000.00', 'online'],
      ['11/12/2026', '00:00', 'Test Viewer', 'B1', '250.00', 'online'],
    ]);
    expect(rows[0]).toMatchObject({
      'Show date': day,
      Email: rinku.email,
      Contact: '9123456780',
      Admitted: 'No',
    });
    const screening = await call('screeningSales', a.admin.token, { screeningId: a.screeningId });
    expect(rows.map((r) => r['Booking ID'])).toEqual(
      screening.body.data.buyers.map((x: { bookingCode: string }) => x.bookingCode),
    );
    const total = rows.reduce((sum, r) => sum + Math.round(Number(r['Amount (Rs)']) * 100), 0);
    const revenue = await call('adminRevenue', a.admin.token, { from: '2026-12-10', to: '2026-12-11' });
    expect(total).toBe(revenue.body.data.cinemas[0].totalRevenuePaise);

    const secondDay = await csv(superAdmin, { cinemaId: a.cinemaId, from: '2026-12-11', to: '2026-12-11' });
    const later: Record<string, string>[] = parse(secondDay.bytes, { bom: true, columns: true });
    expect(later.map((r) => r.Name)).toEqual(['Test Viewer']);
    const none = await csv(a.admin.token, { cinemaId: a.cinemaId, from: '2026-12-01', to: '2026-12-09' });
    expect(parse(none.bytes, { bom: true })).toEqual([[...BOOKINGS_CSV_COLUMNS]]);
  });

  it('reads the export page by page (one row a page here) into the same file', async () => {
    const what = { cinemaId: a.cinemaId, from: '2026-12-10', to: '2026-12-11' };
    const written = async (pageRows?: number) => {
      const res = Object.assign(new PassThrough(), { status: () => res, set: () => res });
      const [content] = await Promise.all([
        text(res),
        writeBookingsCsv(system.db, res as unknown as Response, { ...what, pageRows }),
      ]);
      return content;
    };
    const whole = await written();
    expect(parse(whole, { bom: true })).toHaveLength(3);
    expect(await written(1)).toBe(whole);
  });

  it('marks a buyer admitted once their ticket is let in at the door', async () => {
    time.advance(Date.parse(`${a.date}T14:30:00.000Z`) - time.clock().getTime()); // an hour before 9pm IST
    const tickets = await call('fetchBookings', rinku.token);
    const token = tickets.body.bookings[0].ticketToken as string;
    const admitted = await call('verifyTicket', a.admin.token, { token });
    expect(admitted.status, JSON.stringify(admitted.body)).toBe(200);
    lastPosition = admitted.body.position;
    await projectedUpToHead();
    const response = await call('screeningSales', a.admin.token, { screeningId: a.screeningId });
    expect(
      response.body.data.buyers.map((x: { admittedAt: string | null }) => x.admittedAt !== null),
    ).toEqual([true, false]);
    const { bytes } = await csv(a.admin.token, {
      cinemaId: a.cinemaId,
      from: '2026-12-10',
      to: '2026-12-11',
    });
    const rows: Record<string, string>[] = parse(bytes, { bom: true, columns: true });
    expect(rows.map((r) => r.Admitted)).toEqual(['Yes', 'No']);
  });

  it("shows a cancelled screening's bookings refunded, online and at the counter, as the revenue pages count them", async () => {
    const c = await givenLiveScreening(system, { daysAhead: 2 });
    const day = indianDate(time.clock());
    await book(c, ['V1'], viewer); // Rs 500 online
    time.advance(1_000);
    const sold = await system.call('POST', '/counter/sellSeats', {
      body: { seatIds: [c.seat('B1')], method: 'cash', buyerName: 'Asha' },
      token: c.admin.token,
    }); // Rs 250 cash
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    const cancelled = await system.call('POST', '/show/cancelScreening', {
      body: { screeningId: c.screeningId, reason: 'Flooded hall' },
      token: c.admin.token,
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    // The refunds follow through the outbox (the gateway online, the counter's record for cash).
    const sales = await waitFor(
      async () => {
        system.workflow.wake();
        const r = await call('screeningSales', c.admin.token, { screeningId: c.screeningId });
        return r.body.data?.refundedBookings === 2 && r.body.data;
      },
      { message: 'both refunds on the sales page', timeoutMs: 60_000 },
    );
    await projectedUpToHead();
    expect(sales).toMatchObject({
      revenuePaise: 75_000,
      refundsPaise: 75_000,
      refunds: 750,
      netPaise: 0,
      cancelReason: 'Flooded hall',
    });
    expect(
      sales.buyers.map((x: { channel: string; status: string; refundPaise: number | null }) => [
        x.channel,
        x.status,
        x.refundPaise,
      ]),
    ).toEqual([
      ['online', 'refunded', 50_000],
      ['counter', 'refunded', 25_000],
    ]);

    const revenue = await call('adminRevenue', c.admin.token, { from: day, to: day });
    expect(revenue.body.data.totalRevenuePaise).toBe(sales.netPaise);
    expect(revenue.body.data.cinemas[0]).toMatchObject({
      totalRevenuePaise: 0,
      refunds: { salesPaise: 75_000, refundsPaise: 75_000, netPaise: 0, refundedBookings: 2 },
      channels: {
        online: { salesPaise: 50_000, refundsPaise: 50_000, revenuePaise: 0, bookings: 1 },
        counter: { salesPaise: 25_000, refundsPaise: 25_000, revenuePaise: 0, bookings: 1 },
      },
    });

    const { bytes } = await csv(c.admin.token, { cinemaId: c.cinemaId, from: day, to: day });
    const rows: Record<string, string>[] = parse(bytes, { bom: true, columns: true });
    expect(
      rows.map((r) => [r.Channel, r['Amount (Rs)'], r.Status, r['Refunded (Rs)'], r['Refunded on']]),
    ).toEqual([
      ['online', '500.00', 'Refunded', '500.00', day.split('-').reverse().join('/')],
      ['counter', '250.00', 'Refunded', '250.00', day.split('-').reverse().join('/')],
    ]);
    const net = rows.reduce(
      (sum, r) =>
        sum + Math.round(Number(r['Amount (Rs)']) * 100) - Math.round(Number(r['Refunded (Rs)']) * 100),
      0,
    );
    expect(net).toBe(revenue.body.data.totalRevenuePaise);
  });
});
