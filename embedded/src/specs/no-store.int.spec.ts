import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import { givenLiveScreening } from '@cinema/embedded/testing/screening-test-kit';
import { accountWithToken, TEST_PASSWORD } from '../testing/accounts.ts';
import { startTestSystem, type TestSystem } from '../testing/test-system.ts';

const NO_STORE = 'no-store';

/**
 * Answers that carry a person's token, tickets or figures must not stay in a browser's or a shared
 * proxy's cache (a kiosk, a shared phone, a caching proxy at a cinema): they carry no-store.
 */
describe.each(testDatabases())('Cache-Control of authenticated answers on $kind', (database) => {
  let system: TestSystem;
  beforeAll(async () => void (system = await startTestSystem(database)));
  afterAll(() => system?.stop());

  it('login answers its token with no-store', async () => {
    const { email } = await accountWithToken(system, 'Viewer');
    const login = await system.call('POST', '/auth/login', { body: { email, password: TEST_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.token).toEqual(expect.any(String));
    expect(login.headers.get('cache-control')).toBe(NO_STORE);
  });

  it('the sandbox checkout, the booking with its ticket token and QR code, and revenue answer with no-store', async () => {
    const screening = await givenLiveScreening(system);
    const viewer = await accountWithToken(system, 'Viewer');
    const as = { token: viewer.token };
    const seatIds = [screening.seat('V1')];
    const held = await system.call('POST', '/show/reserveSeats', { body: { seatIds }, ...as });
    expect(held.status).toBe(200);
    expect(held.headers.get('cache-control')).toBe(NO_STORE);
    const order = await system.call('POST', '/payment/capturePayment', {
      body: { showId: screening.screeningId, seatsBook: seatIds },
      ...as,
    });
    const paid = await system.call('POST', '/payment/sandbox/pay', {
      body: { orderId: order.body.data.id, outcome: 'success' },
      ...as,
    });
    expect(paid.status).toBe(200);
    expect(paid.headers.get('cache-control')).toBe(NO_STORE);
    const { status: _status, ...checkout } = paid.body.data;
    const verified = await system.call('POST', '/payment/verifyPayment', { body: checkout, ...as });
    expect(verified.status).toBe(200);

    const bookings = await system.call('GET', '/booking/fetchBookings', {
      ...as,
      headers: { 'x-min-position': verified.body.position },
    });
    expect(bookings.status).toBe(200);
    expect(JSON.stringify(bookings.body)).toContain('ticketToken');
    expect(bookings.headers.get('cache-control')).toBe(NO_STORE);

    const admin = await accountWithToken(system, 'Admin');
    const revenue = await system.call('GET', '/revenue/admin-cities-revenue', { token: admin.token });
    expect(revenue.status).toBe(200);
    expect(revenue.headers.get('cache-control')).toBe(NO_STORE);
  });

  it('every route that needs a caller or takes a body says no-store, refusals included; public catalog GETs stay cacheable', async () => {
    for (const route of routeList) {
      const answer = await system.call(route.method, route.path, {
        body: route.method === 'GET' ? undefined : {},
      });
      const cacheControl = answer.headers.get('cache-control');
      const label = `${route.method} ${route.path} (${answer.status})`;
      if (route.access !== 'public' || route.method !== 'GET') expect(cacheControl, label).toBe(NO_STORE);
      else expect(cacheControl ?? '', label).not.toContain(NO_STORE);
    }
    const cities = await system.call('GET', '/cinema/getCities');
    expect(cities.status).toBe(200);
    expect(cities.headers.get('cache-control')).toBeNull();
  });
});
