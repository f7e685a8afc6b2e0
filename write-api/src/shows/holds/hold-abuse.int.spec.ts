import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_TEXTS } from '@cinema/contracts';
import type { PostgresEventStore } from '@cinema/event-store';
import { testDatabases, type TestDatabase } from '@cinema/event-store/testing';
import {
  accountWithToken,
  startTestSystem,
  type TestResponse,
  type TestSystem,
} from '@cinema/embedded/testing';
import {
  expiryReleases,
  givenLiveScreening,
  releasesOf,
  testClock,
  type LiveScreening,
} from '@cinema/embedded/testing/screening-test-kit';

const MINUTE = 60_000;

describe.each(testDatabases())('box-office rules on seat holds on $kind', (database: TestDatabase) => {
  const time = testClock();
  let system: TestSystem;
  let screening: LiveScreening;
  let other: LiveScreening;

  beforeAll(async () => {
    system = await startTestSystem(database, { overrides: { clock: time.clock } });
    [screening, other] = await Promise.all([
      givenLiveScreening(system, { seats: { regular: 20, bolcony: 4, vip: 2 } }),
      givenLiveScreening(system),
    ]);
  });
  afterAll(() => system?.stop());

  const viewer = async () => (await accountWithToken(system, 'Viewer')).token;
  /** Holds and hold records stored (expiry releases written meanwhile by the timers do not count). */
  const holdsStored = async () => {
    const { pool, schema } = system.store as PostgresEventStore;
    const { rows } = await pool.query<{ n: number }>(
      `select count(*)::int as n from "${schema}".events where type in ('SeatsHeld', 'HoldTaken')`,
    );
    return rows[0]!.n;
  };
  const reserve = (token: string, seatIds: string[], from?: string) =>
    system.call('POST', '/show/reserveSeats', { body: { seatIds }, token, ...(from ? { from } : {}) });
  const refusedWith = async (request: () => Promise<TestResponse>) => {
    const before = await holdsStored();
    const response = await request();
    expect(await holdsStored()).toBe(before);
    return response;
  };

  it('keeps one live hold per account: a hold on another screening gives the earlier seats back at once', async () => {
    const riya = await viewer();
    const first = await reserve(riya, [screening.seat('R1'), screening.seat('R2')]);
    expect(first.status).toBe(200);
    const second = await reserve(riya, [other.seat('V1')]);
    expect(second.status).toBe(200);
    expect(await releasesOf(system, screening.screeningId, first.body.data.holdId)).toMatchObject([
      { data: { reason: 'replaced', seats: ['R1', 'R2'] } },
    ]);
    // Somebody else can take the first seats straight away.
    expect((await reserve(await viewer(), [screening.seat('R1')], '127.0.0.9')).status).toBe(200);
  });

  it('does not replace a hold whose payment is open until that payment is cancelled', async () => {
    const viewerToken = await viewer();
    const seat = screening.seat('R18');
    expect((await reserve(viewerToken, [seat])).status).toBe(200);
    const order = await system.call('POST', '/payment/capturePayment', {
      body: { showId: screening.screeningId, seatsBook: [seat] },
      token: viewerToken,
    });
    expect(order.status).toBe(200);
    const elsewhere = await refusedWith(() => reserve(viewerToken, [other.seat('R2')]));
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body).toMatchObject({
      code: 'PAYMENT_IN_PROGRESS',
      message: HOLD_TEXTS.paymentInProgress,
    });
    const cancelled = await system.call('POST', '/payment/cancelPayment', {
      body: { orderId: order.body.data.id, reason: 'cancelled' },
      token: viewerToken,
    });
    expect(cancelled.status).toBe(200);
    expect((await reserve(viewerToken, [other.seat('R2')])).status).toBe(200);
  });

  it('refuses the same seats to an account whose hold on them ran out, saying until when, storing nothing', async () => {
    const ajay = await viewer();
    const held = (await reserve(ajay, [screening.seat('R5')])).body.data;
    await expiryReleases(system, time, held);
    const again = await refusedWith(() => reserve(ajay, [screening.seat('R5')]));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      code: 'SEATS_HELD_TOO_LONG',
      message: HOLD_TEXTS.heldTooLong(new Date(Date.parse(held.expiresAt) + 60 * MINUTE)),
    });
    // A buyer on another network gets the seat.
    expect((await reserve(await viewer(), [screening.seat('R5')], '127.0.0.8')).status).toBe(200);
  });

  it('slows down and then pauses an account whose holds keep running out unpaid, with Retry-After', async () => {
    const tout = await viewer();
    const seats = ['R10', 'R11', 'R12', 'R13', 'R14'].map((s) => screening.seat(s));
    const runOut = async (seat: string) => {
      const held = await reserve(tout, [seat]);
      expect(held.status).toBe(200);
      await expiryReleases(system, time, held.body.data);
      return Date.parse(held.body.data.expiresAt);
    };
    const secondsUntil = (at: number) => Math.ceil((at - Date.parse(time.at())) / 1000);
    await runOut(seats[0]!);
    const second = await runOut(seats[1]!);
    const slowed = await refusedWith(() => reserve(tout, [seats[2]!]));
    expect(slowed.status).toBe(429);
    expect(slowed.body.code).toBe('HOLDS_PAUSED');
    expect(slowed.body.message).toBe(HOLD_TEXTS.paused(2, new Date(second + 5 * MINUTE)));
    expect(Number(slowed.headers.get('retry-after'))).toBe(secondsUntil(second + 5 * MINUTE));
    time.advance(5 * MINUTE);
    await runOut(seats[2]!);
    time.advance(15 * MINUTE);
    const fourth = await runOut(seats[3]!);
    const paused = await refusedWith(() => reserve(tout, [seats[4]!]));
    expect(paused.status).toBe(429);
    expect(paused.body.message).toBe(HOLD_TEXTS.paused(4, new Date(fourth + 60 * MINUTE)));
    expect(Number(paused.headers.get('retry-after'))).toBe(secondsUntil(fourth + 60 * MINUTE));
    // Nobody else on the same network waits for it.
    expect((await reserve(await viewer(), [seats[4]!])).status).toBe(200);
  });
});

describe.each(testDatabases())('rate limits on the hold calls on $kind', (database: TestDatabase) => {
  let system: TestSystem;
  let screening: LiveScreening;

  beforeAll(async () => {
    system = await startTestSystem(database, {
      env: { HOLD_RATE_LIMIT: '4', HOLD_FAILURE_LIMIT_PER_IP: '3' },
    });
    screening = await givenLiveScreening(system, { seats: { regular: 20, bolcony: 4, vip: 2 } });
  });
  afterAll(() => system?.stop());

  const reserve = (token: string, seatIds: string[], from: string) =>
    system.call('POST', '/show/reserveSeats', { body: { seatIds }, token, from });

  it('limits each account’s hold calls, answering 429 with the spec’s envelope and Retry-After', async () => {
    const { token } = await accountWithToken(system, 'Viewer');
    for (const seat of ['R1', 'R2', 'R3', 'R4'])
      expect((await reserve(token, [screening.seat(seat)], '127.0.0.21')).status).toBe(200);
    const limited = await reserve(token, [screening.seat('R5')], '127.0.0.21');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      success: false,
      code: 'RATE_LIMITED',
      message: HOLD_TEXTS.tooManyHoldRequests,
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts only refusals per address: a family or an office behind one address keeps booking', async () => {
    const family = await Promise.all([1, 2, 3, 4, 5, 6].map(() => accountWithToken(system, 'Viewer')));
    const seats = ['R11', 'R12', 'R13', 'R14', 'R15', 'R16'];
    const answers = await Promise.all(
      family.map(({ token }, i) => reserve(token, [screening.seat(seats[i]!)], '127.0.0.22')),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);

    // Someone at another address keeps asking for seats that are taken: refused, then limited.
    const { token } = await accountWithToken(system, 'Viewer');
    for (const seat of seats.slice(0, 3))
      expect((await reserve(token, [screening.seat(seat)], '127.0.0.23')).status).toBe(409);
    const limited = await reserve(token, [screening.seat('V1')], '127.0.0.23');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
