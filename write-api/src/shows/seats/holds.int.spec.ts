import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addDays, BOOKING_TEXTS, SEAT_TEXTS } from '@cinema/contracts';
import { testDatabases, waitFor, type TestDatabase } from '@cinema/event-store/testing';
import {
  accountWithToken,
  countEvents,
  restartableSystems,
  startTestSystem,
  type TestResponse,
  type TestSystem,
} from '@cinema/embedded/testing';
import { loadScreeningInfo, onScreening } from './commands.ts';
import { EXPIRY_STEP_MS, expiryDueAt, holdExpiryTimerId, RELEASE_HOLD } from './seat-workflow.ts';
import {
  expiryReleases,
  givenLiveScreening,
  releasesOf,
  screeningEvents,
  testClock,
  type LiveScreening,
} from '@cinema/embedded/testing/screening-test-kit';

const MINUTE = 60_000;

describe.each(testDatabases())('seat holds over HTTP on $kind', (database: TestDatabase) => {
  const time = testClock();
  let system: TestSystem;
  let riya: string;
  let riyaId: string;
  let ajay: string;
  let admin: string;

  beforeAll(async () => {
    system = await startTestSystem(database, { overrides: { clock: time.clock } });
    [[riya, riyaId], ajay, admin] = await Promise.all([
      accountWithToken(system, 'Viewer').then((a) => [a.token, a.user._id] as const),
      accountWithToken(system, 'Viewer').then((a) => a.token),
      accountWithToken(system, 'Admin').then((a) => a.token),
    ]);
  });
  afterAll(() => system?.stop());

  const reserve = (seatIds: unknown, token = riya) =>
    system.call('POST', '/show/reserveSeats', { body: { seatIds }, token });
  const extend = (holdId: unknown, token = riya) =>
    system.call('POST', '/show/extendHold', { body: { holdId }, token });
  const release = (holdId: unknown, token = riya) =>
    system.call('POST', '/show/releaseSeats', { body: { holdId }, token });
  /** The request changes nothing: no event is stored. */
  const refusedWith = async (request: () => Promise<TestResponse>) => {
    const before = await countEvents(system);
    const response = await request();
    expect(await countEvents(system)).toBe(before);
    return response;
  };

  it('holds seats for the viewer at the price the server computes, for the configured time', async () => {
    const screening = await givenLiveScreening(system);
    const seatIds = [screening.seat('V1'), screening.seat('B2'), screening.seat('R6')];
    const held = await system.call('POST', '/show/reserveSeats', {
      body: { seatIds, totalAmountPaise: 100, price: 1 },
      token: riya,
    });
    expect(held.status).toBe(200);
    expect(held.body).toEqual({
      success: true,
      message: BOOKING_TEXTS.seatsReserved,
      data: {
        holdId: expect.stringMatching(new RegExp(`^${screening.screeningId.replaceAll('.', '\\.')}~`)),
        screeningId: screening.screeningId,
        seatIds,
        expiresAt: time.at(8 * MINUTE),
        extendable: true,
        // Rs 500 + Rs 250 + Rs 150.
        totalAmountPaise: 90_000,
        // The seat page counts down on the server's clock, not the phone's.
        serverTime: time.at(0),
      },
      position: expect.any(String),
    });
    const [event] = await screeningEvents(system, screening.screeningId);
    expect(event).toMatchObject({ type: 'SeatsHeld', data: { seats: ['V1', 'B2', 'R6'] } });
  });

  it('refuses seats someone else holds or bought with a clear conflict, storing nothing', async () => {
    const screening = await givenLiveScreening(system);
    const held = await reserve([screening.seat('V1'), screening.seat('V2')]);
    const onHold = await refusedWith(() => reserve([screening.seat('B1'), screening.seat('V2')], ajay));
    expect(onHold.status).toBe(409);
    expect(onHold.body).toMatchObject({ success: false, message: BOOKING_TEXTS.seatsTaken });

    await onScreening(
      system.write,
      screening.screeningId,
      {
        type: 'BookSeats',
        screeningId: screening.screeningId,
        bookingId: 'booking-1',
        orderId: 'order-1',
        paymentId: 'pay-1',
        accountId: riyaId,
        holdId: held.body.data.holdId,
        seats: ['V1', 'V2'],
        screening: await loadScreeningInfo(system.write, screening.screeningId),
        now: time.clock(),
      },
      riyaId,
    );
    const sold = await refusedWith(() => reserve([screening.seat('V1')], ajay));
    expect(sold.status).toBe(409);
    expect(sold.body.message).toBe(BOOKING_TEXTS.seatsTaken);
    expect((await reserve([screening.seat('B1')], ajay)).status).toBe(200);
  });

  it('refuses malformed requests with 400 and stores nothing', async () => {
    const screening = await givenLiveScreening(system, {
      days: 2,
      seats: { regular: 10, bolcony: 4, vip: 2 },
    });
    const nextDay = screening.seat('V1').replace(screening.date, addDays(screening.date, 1));
    const noShow = screening.seat('V1').replace(screening.date, '2099-01-01');
    const cases: [unknown, string][] = [
      [screening.seatIds.slice(0, 11), SEAT_TEXTS.tooManySeats],
      [[], SEAT_TEXTS.chooseSeats],
      ['V1', SEAT_TEXTS.chooseSeats],
      [[screening.seat('V1'), screening.seat('V1')], 'A seat is listed twice'],
      [[screening.seat('V1'), nextDay], SEAT_TEXTS.oneScreening],
      [['V1'], SEAT_TEXTS.unknownSeat],
      [[`${screening.screeningId}.X1`], SEAT_TEXTS.unknownSeat],
      [[`${screening.screeningId}.V0`], SEAT_TEXTS.unknownSeat],
      [[screening.seat('V3')], BOOKING_TEXTS.seatUnknown],
    ];
    for (const [seatIds, message] of cases) {
      const response = await refusedWith(() => reserve(seatIds));
      expect(response.status, JSON.stringify(seatIds)).toBe(400);
      expect(response.body).toMatchObject({ success: false, message });
    }
    const elsewhere = await refusedWith(() => reserve([noShow]));
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(BOOKING_TEXTS.screeningNotFound);
  });

  it('lets only signed-in viewers hold, extend or release seats', async () => {
    const screening = await givenLiveScreening(system);
    for (const [path, body] of [
      ['/show/reserveSeats', { seatIds: [screening.seat('V1')] }],
      ['/show/extendHold', { holdId: `${screening.screeningId}~x` }],
      ['/show/releaseSeats', { holdId: `${screening.screeningId}~x` }],
    ] as const) {
      expect((await refusedWith(() => system.call('POST', path, { body }))).status).toBe(401);
      expect((await refusedWith(() => system.call('POST', path, { body, token: admin }))).status).toBe(403);
    }
  });

  it('extends a hold once, only for its owner', async () => {
    const screening = await givenLiveScreening(system);
    const { holdId, expiresAt } = (await reserve([screening.seat('R1')])).body.data;
    expect((await refusedWith(() => extend(holdId, ajay))).status).toBe(403);
    const extended = await extend(holdId);
    expect(extended.status).toBe(200);
    expect(extended.body).toMatchObject({
      success: true,
      message: BOOKING_TEXTS.holdExtended,
      data: {
        holdId,
        expiresAt: new Date(Date.parse(expiresAt) + 4 * MINUTE).toISOString(),
        extendable: false,
      },
    });
    const again = await refusedWith(() => extend(holdId));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(BOOKING_TEXTS.holdAlreadyExtended);
    for (const unknown of [
      'nonsense',
      `${screening.screeningId}~`,
      `${screening.screeningId}.V1`,
      'a.b.2026-12-11~x',
    ]) {
      const response = await refusedWith(() => extend(unknown));
      expect(response.status, unknown).toBe(404);
      expect(response.body.code).toBe('HOLD_NOT_FOUND');
    }
  });

  it('gives seats back on release (once), and replaces the viewer’s earlier hold on a new reservation', async () => {
    const screening = await givenLiveScreening(system);
    const first = (await reserve([screening.seat('B1'), screening.seat('B2')])).body.data;
    const second = (await reserve([screening.seat('B2'), screening.seat('B3')])).body.data;
    expect(await releasesOf(system, screening.screeningId, first.holdId)).toMatchObject([
      { data: { reason: 'replaced', seats: ['B1', 'B2'] } },
    ]);
    expect((await reserve([screening.seat('B1')], ajay)).status).toBe(200);

    expect((await refusedWith(() => release(second.holdId, ajay))).status).toBe(403);
    const released = await release(second.holdId);
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({
      success: true,
      message: BOOKING_TEXTS.holdReleased,
      data: { holdId: second.holdId },
    });
    expect(await releasesOf(system, screening.screeningId, second.holdId)).toMatchObject([
      { data: { reason: 'released', seats: ['B2', 'B3'] } },
    ]);
    expect((await refusedWith(() => release(second.holdId))).status).toBe(200);
    expect((await reserve([screening.seat('B2'), screening.seat('B3')], ajay)).status).toBe(200);
  });

  it('releases an expired hold on its own through the durable timers, an extended one only at its new end', async () => {
    const screening = await givenLiveScreening(system);
    const hold = (await reserve([screening.seat('V1')])).body.data;
    const released = await expiryReleases(system, time, hold);
    expect(released.data).toMatchObject({ reason: 'expired', seats: ['V1'] });
    expect((await reserve([screening.seat('V1')], ajay)).status).toBe(200);

    const kept = (await reserve([screening.seat('R2')])).body.data;
    const extended = (await extend(kept.holdId)).body.data;
    const firstDue = expiryDueAt(kept.expiresAt);
    time.advance(firstDue.getTime() - Date.parse(time.at()) + 1000);
    const firstTimer = holdExpiryTimerId(screening.screeningId, firstDue);
    await waitFor(
      async () => {
        system.workflow.wake();
        const item = await system.workflow.db
          .selectFrom('workflow_due_items')
          .select('status')
          .where('id', '=', firstTimer)
          .executeTakeFirst();
        return item?.status === 'fired' && (await system.workflow.settled());
      },
      { message: 'the first timer to fire and be delivered' },
    );
    expect(await releasesOf(system, screening.screeningId, kept.holdId)).toEqual([]);
    // Someone new (ajay's own holds ran out twice by now: he would be asked to wait).
    const newcomer = (await accountWithToken(system, 'Viewer')).token;
    expect((await reserve([screening.seat('R2')], newcomer)).status).toBe(409);

    expect((await expiryReleases(system, time, extended)).data.reason).toBe('expired');
  });

  it('holds of a screening that run out within a step share one timer, whose firing releases them all', async () => {
    const screening = await givenLiveScreening(system);
    const viewers = await Promise.all([1, 2, 3].map(() => accountWithToken(system, 'Viewer')));
    // Starts where the holds' expiries fall 1, 501 and 1,001 ms into one step.
    const firstExpiry = Date.parse(time.at(8 * MINUTE));
    time.advance((EXPIRY_STEP_MS - (firstExpiry % EXPIRY_STEP_MS) + 1) % EXPIRY_STEP_MS);
    const holds = [];
    for (const [i, seat] of ['R3', 'R4', 'R5'].entries()) {
      if (i > 0) time.advance(500);
      const held = await reserve([screening.seat(seat)], viewers[i]!.token);
      expect(held.status).toBe(200);
      holds.push(held.body.data);
    }
    const timersOf = () =>
      system.workflow.db
        .selectFrom('workflow_due_items')
        .select(['id', 'status'])
        .where('id', 'like', `hold-expiry:${screening.screeningId}:%`)
        .execute();
    await waitFor(async () => (await timersOf()).length > 0, { message: 'the expiry timer' });
    expect(await timersOf()).toEqual([
      { id: holdExpiryTimerId(screening.screeningId, expiryDueAt(holds[0].expiresAt)), status: 'pending' },
    ]);

    await expiryReleases(system, time, holds[2]);
    const releases = await Promise.all(holds.map((h) => releasesOf(system, screening.screeningId, h.holdId)));
    expect(releases.map((r) => r.map((e) => e.data.reason))).toEqual([['expired'], ['expired'], ['expired']]);
    // One command released them: one moment for all three.
    expect(new Set(releases.map((r) => r[0]!.data.releasedAt)).size).toBe(1);
    expect((await timersOf()).map((t) => t.status)).toEqual(['fired']);
  });

  it('still releases a hold whose timer a previous version scheduled (one timer per hold)', async () => {
    const screening = await givenLiveScreening(system);
    const viewer = await accountWithToken(system, 'Viewer');
    const held = (await reserve([screening.seat('R6')], viewer.token)).body.data;
    const shared = holdExpiryTimerId(screening.screeningId, expiryDueAt(held.expiresAt));
    await waitFor(
      async () =>
        (
          await system.workflow.db
            .updateTable('workflow_due_items')
            .set({ status: 'cancelled' })
            .where('id', '=', shared)
            .executeTakeFirst()
        ).numUpdatedRows > 0n,
      { message: 'the shared timer, to take it away' },
    );
    await system.workflow.db
      .insertInto('workflow_due_items')
      .values({
        id: `hold-expiry:${held.holdId}:${held.expiresAt}`,
        kind: RELEASE_HOLD,
        payload: JSON.stringify({
          holdId: held.holdId,
          screeningId: screening.screeningId,
          expiresAt: held.expiresAt,
        }),
        due_at: new Date(held.expiresAt),
        cause: 'a previous version',
        fired_at: null,
      })
      .execute();
    expect((await expiryReleases(system, time, held)).data).toMatchObject({
      reason: 'expired',
      seats: ['R6'],
    });
  });
});

describe.each(testDatabases())('hold expiry across a restart on $kind', (database: TestDatabase) => {
  const { start, stop, stopAll } = restartableSystems(database);
  afterEach(stopAll);

  it('a hold made before a restart is released by the restarted system when it expires', async () => {
    const time = testClock();
    const first = await start({ overrides: { clock: time.clock } });
    const screening: LiveScreening = await givenLiveScreening(first);
    const { token } = await accountWithToken(first, 'Viewer');
    const held = await first.call('POST', '/show/reserveSeats', {
      body: { seatIds: [screening.seat('B4')] },
      token,
    });
    expect(held.status).toBe(200);
    await stop(first);

    const second = await start({ schemas: first.schemas, overrides: { clock: time.clock } });
    const released = await expiryReleases(second, time, held.body.data);
    expect(released.data).toMatchObject({ reason: 'expired', seats: ['B4'] });
  });
});
