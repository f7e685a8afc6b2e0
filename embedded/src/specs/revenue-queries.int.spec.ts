import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions, indianDate, POSITION_HEADER, routes, type RouteKey } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import { givenLiveScreening, type LiveScreening } from '@cinema/embedded/testing/screening-test-kit';
import { accountWithToken, startTestSystem, type TestSystem } from '../testing/index.ts';
import { projectedUpToHead } from './revenue-kit.ts';

/**
 * The spec's six revenue calls over HTTP after real bookings (reserve, order, sandbox checkout,
 * verify): figures in rupees and paise, every city and cinema even at Rs 0, an Admin confined to
 * their own cinemas by the server, and a SuperAdmin who sees a booking the moment it is confirmed.
 */
describe.each(testDatabases())('revenue queries on $kind', (database) => {
  let system: TestSystem;
  let a: LiveScreening;
  let b: LiveScreening;
  let emptyCinema: { _id: string; createdAt: string };
  let superAdmin: string;
  let viewer: { token: string; id: string };
  let lastPosition: string;

  const call = (key: RouteKey, token?: string, body?: unknown, headers?: Record<string, string>) => {
    const { method, path } = routes[key];
    return system.call(method, path, { token, body: method === 'GET' ? undefined : (body ?? {}), headers });
  };
  const asAdmin = (s: LiveScreening) => s.admin.token;

  async function book(screening: LiveScreening, seats: string[], token = viewer.token) {
    const seatIds = seats.map((s) => screening.seat(s));
    const held = await system.call('POST', '/show/reserveSeats', { body: { seatIds }, token });
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    const order = await system.call('POST', '/payment/capturePayment', {
      body: { showId: screening.screeningId, seatsBook: seatIds },
      token,
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const paid = await system.call('POST', '/payment/sandbox/pay', {
      body: { orderId: order.body.data.id, outcome: 'success' },
      token,
    });
    const { status: _status, ...checkout } = paid.body.data;
    const verified = await system.call('POST', '/payment/verifyPayment', { body: checkout, token });
    expect(verified.body.data?.outcome, JSON.stringify(verified.body)).toBe('booked');
    return verified.body.position as string;
  }

  beforeAll(async () => {
    system = await startTestSystem(database);
    a = await givenLiveScreening(system);
    b = await givenLiveScreening(system);
    // Admin A's second cinema, in B's city, sells nothing: it still shows, at Rs 0.
    const added = await system.call('POST', '/cinema/addCinema', {
      body: { cinemaName: 'Anand Talkies', pincode: '400001', cityId: b.cityId },
      token: asAdmin(a),
    });
    expect(added.status).toBe(201);
    emptyCinema = added.body.data;
    superAdmin = (await accountWithToken(system, 'SuperAdmin')).token;
    const v = await accountWithToken(system, 'Viewer');
    viewer = { token: v.token, id: v.user._id };

    await book(a, ['V1', 'V2']); // Rs 1,000
    await book(a, ['B1']); // Rs 250
    await book(b, ['R1']); // Rs 150
    // Neither a hold nor a cancelled payment is revenue.
    await system.call('POST', '/show/reserveSeats', {
      body: { seatIds: [a.seat('R3')] },
      token: viewer.token,
    });
    const other = await accountWithToken(system, 'Viewer');
    await system.call('POST', '/show/reserveSeats', {
      body: { seatIds: [b.seat('R2')] },
      token: other.token,
    });
    const order = await system.call('POST', '/payment/capturePayment', {
      body: { showId: b.screeningId, seatsBook: [b.seat('R2')] },
      token: other.token,
    });
    const cancelled = await system.call('POST', '/payment/cancelPayment', {
      body: { orderId: order.body.data.id, reason: 'cancelled' },
      token: other.token,
    });
    expect(cancelled.status).toBe(200);
    lastPosition = cancelled.body.position;
    await projectedUpToHead(system);
  }, 120_000);
  afterAll(() => system?.stop());

  const after = () => ({ [POSITION_HEADER]: lastPosition });
  const createdAtOf = async (s: LiveScreening) => {
    const mine = await system.call('GET', '/cinema/getCinemaDetailes', {
      token: asAdmin(s),
      headers: after(),
    });
    return (mine.body.data as { _id: string; createdAt: string }[]).find((c) => c._id === s.cinemaId)!
      .createdAt;
  };
  /** A channel's figures: its net, the bookings sold, its sales and refunds (none refunded here). */
  const channel = (paise: number, bookings: number) => ({
    revenue: paise / 100,
    revenuePaise: paise,
    bookings,
    sales: paise / 100,
    salesPaise: paise,
    refunds: 0,
    refundsPaise: 0,
  });
  /** Everything sold online here (the counter sold nothing). */
  const onlineOnly = (paise: number, bookings: number) => ({
    online: channel(paise, bookings),
    counter: channel(0, 0),
  });
  const cinemaA = async (revenue: number, bookings: number) => ({
    cinemaId: a.cinemaId,
    cinemaName: 'Sapna Sangeeta',
    cityId: a.cityId,
    cityName: expect.any(String),
    totalRevenue: revenue,
    totalRevenuePaise: revenue * 100,
    bookings,
    channels: onlineOnly(revenue * 100, bookings),
    adminDetails: { _id: a.admin.id, userName: 'Test Admin' },
    createdAt: await createdAtOf(a),
  });
  const emptyA = () => ({
    cinemaId: emptyCinema._id,
    cinemaName: 'Anand Talkies',
    cityId: b.cityId,
    cityName: expect.any(String),
    totalRevenue: 0,
    totalRevenuePaise: 0,
    bookings: 0,
    channels: onlineOnly(0, 0),
    adminDetails: { _id: a.admin.id, userName: 'Test Admin' },
    createdAt: emptyCinema.createdAt,
  });
  const cinemaB = async () => ({
    ...emptyA(),
    cinemaId: b.cinemaId,
    cinemaName: 'Sapna Sangeeta',
    totalRevenue: 150,
    totalRevenuePaise: 15_000,
    bookings: 1,
    channels: onlineOnly(15_000, 1),
    adminDetails: { _id: b.admin.id, userName: 'Test Admin' },
    createdAt: await createdAtOf(b),
  });
  const sumOf = (series: { revenuePaise: number }[]) => series.reduce((s, d) => s + d.revenuePaise, 0);

  it('superadmin-revenue-details: every city with its cinemas, admins and revenue, how fresh, and by day', async () => {
    const answer = await call('superadminRevenue', superAdmin, undefined, after());
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.message).toBe('Revenue fetched successfully');
    const byCity = Object.fromEntries(answer.body.data.map((c: { cityId: string }) => [c.cityId, c]));
    expect(answer.body.data).toHaveLength(2);
    expect(byCity[a.cityId]).toEqual({
      cityId: a.cityId,
      cityName: expect.stringMatching(/^Nagar /),
      cityRevenue: 1250,
      cityRevenuePaise: 125_000,
      totalCinemas: 1,
      cinemas: [await cinemaA(1250, 2)],
    });
    expect(byCity[b.cityId]).toMatchObject({ cityRevenue: 150, cityRevenuePaise: 15_000, totalCinemas: 2 });
    expect(byCity[b.cityId].cinemas).toEqual([emptyA(), await cinemaB()]);
    expect(byCity[b.cityId].cinemas[0].cityName).toBe(byCity[b.cityId].cityName);

    expect(sumOf(answer.body.series)).toBe(140_000);
    expect(answer.body.series.at(-1)).toEqual({
      date: indianDate(new Date()),
      revenue: 1400,
      revenuePaise: 140_000,
    });
    const { position, lastEventAt, readAt } = answer.body.freshness;
    expect(comparePositions(position, lastPosition)).toBeGreaterThanOrEqual(0);
    expect(Date.parse(lastEventAt)).toBeLessThanOrEqual(Date.parse(readAt));
  });

  it('city-revenue-details: one city, every cinema in it whoever runs it; an unknown city is 404', async () => {
    const answer = await call('cityRevenue', superAdmin, { cityId: b.cityId }, after());
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ cityId: b.cityId, cityRevenue: 150, totalCinemas: 2 });
    expect(answer.body.data.cinemas).toEqual([emptyA(), await cinemaB()]);
    expect(sumOf(answer.body.series)).toBe(15_000);

    const unknown = await call('cityRevenue', superAdmin, { cityId: 'no-such-city' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: 'CITY_NOT_FOUND', message: 'City not found' });
  });

  it('admins-details: every Admin account with name, email and contact number', async () => {
    const answer = await call('adminsDetails', superAdmin, undefined, after());
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Admins fetched successfully');
    expect(answer.body.data.map((x: { _id: string }) => x._id).sort()).toEqual(
      [a.admin.id, b.admin.id].sort(),
    );
    expect(answer.body.data[0]).toEqual({
      _id: expect.any(String),
      userName: 'Test Admin',
      email: expect.stringMatching(/^admin-.*@example\.com$/),
      contactNumber: '9876543210',
    });
  });

  it('admin-revenue-details: a SuperAdmin reads any admin, an Admin only themselves', async () => {
    const expected = {
      admin: {
        _id: a.admin.id,
        userName: 'Test Admin',
        email: expect.stringMatching(/@example\.com$/),
        contactNumber: '9876543210',
      },
      totalRevenue: 1250,
      totalRevenuePaise: 125_000,
      totalCinemas: 2,
      cinemas: [emptyA(), await cinemaA(1250, 2)],
    };
    for (const [token, body] of [
      [superAdmin, { userId: a.admin.id }],
      [asAdmin(a), {}],
      [asAdmin(a), { userId: a.admin.id }],
    ] as const) {
      const answer = await call('adminRevenue', token, body, after());
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual(expected);
      expect(sumOf(answer.body.series)).toBe(125_000);
    }

    const other = await call('adminRevenue', asAdmin(a), { userId: b.admin.id });
    expect(other.status).toBe(403);
    expect(other.body).toMatchObject({
      code: 'NOT_YOUR_REVENUE',
      message: 'You can only see your own revenue',
    });
    expect(JSON.stringify(other.body)).not.toContain('150');
    // An Admin cannot tell an unknown id from another admin's: both are refused alike.
    expect((await call('adminRevenue', asAdmin(a), { userId: 'nobody' })).status).toBe(403);

    for (const userId of [viewer.id, 'nobody']) {
      const missing = await call('adminRevenue', superAdmin, { userId });
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: 'ADMIN_NOT_FOUND', message: 'Admin not found' });
    }
  });

  it("admin-cities-revenue and admin-city-revenue: the caller's cinemas only", async () => {
    const cities = await call('adminCitiesRevenue', asAdmin(a), undefined, after());
    expect(cities.status).toBe(200);
    const byCity = Object.fromEntries(cities.body.data.map((c: { cityId: string }) => [c.cityId, c]));
    expect(cities.body.data).toHaveLength(2);
    expect(byCity[a.cityId]).toMatchObject({ cityRevenue: 1250, totalCinemas: 1 });
    // B's cinema sold Rs 150 in that city, but it is not A's.
    expect(byCity[b.cityId]).toMatchObject({ cityRevenue: 0, cityRevenuePaise: 0, totalCinemas: 1 });
    expect(byCity[b.cityId].cinemas).toEqual([emptyA()]);
    expect(sumOf(cities.body.series)).toBe(125_000);

    const bCities = await call('adminCitiesRevenue', asAdmin(b), undefined, after());
    expect(bCities.body.data).toEqual([expect.objectContaining({ cityId: b.cityId, cityRevenue: 150 })]);
    expect(bCities.body.data[0].cinemas).toEqual([await cinemaB()]);

    const city = await call('adminCityRevenue', asAdmin(a), { cityId: b.cityId }, after());
    expect(city.status).toBe(200);
    expect(city.body.data).toEqual(byCity[b.cityId]);
    expect(city.body.series).toEqual([]);

    // A city where the admin has no cinema: the city at Rs 0 with none listed.
    const none = await call('adminCityRevenue', asAdmin(b), { cityId: a.cityId }, after());
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({ cityId: a.cityId, cityRevenue: 0, totalCinemas: 0, cinemas: [] });
    const unknown = await call('adminCityRevenue', asAdmin(a), { cityId: 'no-such-city' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('CITY_NOT_FOUND');
  });

  it('refuses other roles (403) and callers without a token (401) on every revenue call', async () => {
    const keys: RouteKey[] = [
      'superadminRevenue',
      'cityRevenue',
      'adminsDetails',
      'adminRevenue',
      'adminCitiesRevenue',
      'adminCityRevenue',
    ];
    for (const key of keys) {
      const { access, method } = routes[key];
      const payload =
        method === 'GET' ? undefined : key === 'adminRevenue' ? { userId: a.admin.id } : { cityId: a.cityId };
      expect((await call(key, undefined, payload)).status, key).toBe(401);
      expect((await call(key, viewer.token, payload)).status, key).toBe(403);
      const wrong = (access as readonly string[]).includes('Admin') ? [] : [asAdmin(a)];
      if (!(access as readonly string[]).includes('SuperAdmin')) wrong.push(superAdmin);
      for (const token of wrong) {
        const refused = await call(key, token, payload);
        expect(refused.status, key).toBe(403);
        expect(JSON.stringify(refused.body)).not.toContain('1250');
      }
    }
  });

  it('a SuperAdmin given the position of a just-confirmed booking sees it in revenue', async () => {
    const before = await call('superadminRevenue', superAdmin, undefined, after());
    const cityBefore = before.body.data.find((c: { cityId: string }) => c.cityId === a.cityId);
    const position = await book(a, ['R4', 'R5']); // Rs 300, confirmed by verifyPayment
    const answer = await call('superadminRevenue', superAdmin, undefined, { [POSITION_HEADER]: position });
    expect(answer.headers.get('x-read-model-stale')).toBeNull();
    const city = answer.body.data.find((c: { cityId: string }) => c.cityId === a.cityId);
    expect(city.cityRevenuePaise).toBe(cityBefore.cityRevenuePaise + 30_000);
    expect(city.cinemas[0].bookings).toBe(3);
    expect(comparePositions(answer.body.freshness.position, position)).toBeGreaterThanOrEqual(0);
  });
});
