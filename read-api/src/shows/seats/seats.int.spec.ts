import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { comparePositions, getMovieCinemaResponse, myHoldResponse, POSITION_HEADER } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import { accountWithToken, startTestSystem, type TestSystem } from '@cinema/embedded/testing';
import { givenLiveScreening, type LiveScreening } from '@cinema/embedded/testing/screening-test-kit';
import { seatEvents } from '@cinema/embedded/testing/seat-events-kit';

const MINUTE = 60_000;

describe.each(testDatabases())('seat map and my hold on $kind', (database) => {
  let system: TestSystem;
  let now = Date.now();
  beforeAll(async () => {
    system = await startTestSystem(database, { overrides: { clock: () => new Date(now) } });
  });
  afterAll(() => system?.stop());

  const seatMap = async (screening: LiveScreening, position = screening.position) => {
    const response = await system.call('POST', '/movie/getMovieCinema', {
      body: { movieId: screening.movieId, cinemaId: screening.cinemaId, date: screening.date },
      headers: { [POSITION_HEADER]: position },
    });
    expect(response.status).toBe(200);
    const body = getMovieCinemaResponse.parse(response.body);
    const states = Object.fromEntries(
      body.data.filter((s) => s.status !== 'Available').map((s) => [s.seatId.seatNumber, s.status]),
    );
    return { states, seatsAsOf: body.seatsAsOf, seats: body.data };
  };
  const myHold = async (screeningId: string, token: string, position?: string) => {
    const response = await system.call('POST', '/show/getMyHold', {
      body: { screeningId },
      token,
      headers: position ? { [POSITION_HEADER]: position } : {},
    });
    expect(response.status).toBe(200);
    return myHoldResponse.parse(response.body).data;
  };

  it('shows held seats Reserved, paid ones Booked and released ones Available again', async () => {
    const screening = await givenLiveScreening(system);
    const events = seatEvents(system, screening.screeningId);
    const before = await seatMap(screening);
    expect(before.states).toEqual({});
    expect(before.seats).toHaveLength(12);

    const inEightMinutes = new Date(now + 8 * MINUTE);
    await events.hold('h1', 'viewer-a', ['V1', 'V2'], inEightMinutes);
    const held = await seatMap(screening, await events.hold('h2', 'viewer-b', ['R1'], inEightMinutes));
    expect(held.states).toEqual({ V1: 'Reserved', V2: 'Reserved', R1: 'Reserved' });
    expect(comparePositions(held.seatsAsOf, before.seatsAsOf)).toBeGreaterThan(0);

    const booked = await seatMap(screening, await events.book('b1', 'h1', 'viewer-a', ['V1', 'V2']));
    expect(booked.states).toEqual({ V1: 'Booked', V2: 'Booked', R1: 'Reserved' });

    const released = await seatMap(screening, await events.release('h2', ['R1'], 'released'));
    expect(released.states).toEqual({ V1: 'Booked', V2: 'Booked' });
    expect(comparePositions(released.seatsAsOf, booked.seatsAsOf)).toBeGreaterThan(0);
  });

  it('shows a hold that ran out as Available before its release arrives, and an extended one as Reserved', async () => {
    const screening = await givenLiveScreening(system);
    const events = seatEvents(system, screening.screeningId);
    await events.hold('h1', 'viewer-a', ['B1'], new Date(now + 8 * MINUTE));
    const position = await events.hold('h2', 'viewer-b', ['B2'], new Date(now + 8 * MINUTE));
    await events.extend('h2', new Date(now + 12 * MINUTE));
    expect((await seatMap(screening, position)).states).toEqual({ B1: 'Reserved', B2: 'Reserved' });

    now += 9 * MINUTE; // past the first hold's end: no release written yet
    try {
      expect((await seatMap(screening)).states).toEqual({ B2: 'Reserved' });
    } finally {
      now -= 9 * MINUTE;
    }
  });

  it("gives a viewer their own running hold with its price, and nobody else's", async () => {
    const screening = await givenLiveScreening(system);
    const events = seatEvents(system, screening.screeningId);
    const [riya, arjun] = [
      await accountWithToken(system, 'Viewer'),
      await accountWithToken(system, 'Viewer'),
    ];
    const expiresAt = new Date(now + 8 * MINUTE);
    const holdId = `${screening.screeningId}~${randomUUID()}`;
    const position = await events.hold(holdId, riya.user._id, ['R2', 'V1', 'B1'], expiresAt);

    expect(await myHold(screening.screeningId, riya.token, position)).toEqual({
      holdId,
      screeningId: screening.screeningId,
      seatIds: [screening.seat('V1'), screening.seat('B1'), screening.seat('R2')],
      expiresAt: expiresAt.toISOString(),
      extendable: true,
      totalAmountPaise: 50_000 + 25_000 + 15_000,
      // The seat page counts down on the server's clock, not the phone's.
      serverTime: new Date(now).toISOString(),
    });
    expect(await myHold(screening.screeningId, arjun.token, position)).toBeNull();

    const extended = await events.extend(holdId, new Date(now + 12 * MINUTE));
    expect(await myHold(screening.screeningId, riya.token, extended)).toMatchObject({ extendable: false });

    now += 13 * MINUTE;
    try {
      expect(await myHold(screening.screeningId, riya.token)).toBeNull();
    } finally {
      now -= 13 * MINUTE;
    }
  });

  it('reads back a hold made through reserveSeats exactly as the command answered it', async () => {
    const screening = await givenLiveScreening(system);
    const viewer = await accountWithToken(system, 'Viewer');
    const reserved = await system.call('POST', '/show/reserveSeats', {
      body: { seatIds: [screening.seat('B2'), screening.seat('R5')] },
      token: viewer.token,
    });
    expect(reserved.status).toBe(200);
    const { data: hold, position } = reserved.body;
    expect(await myHold(screening.screeningId, viewer.token, position)).toEqual(hold);
    expect((await seatMap(screening, position)).states).toEqual({ B2: 'Reserved', R5: 'Reserved' });
  });

  it('offers, without a date, the next screening that has not started (not one already running)', async () => {
    const screening = await givenLiveScreening(system, { timing: '9-12am', days: 2 });
    const started = Date.parse(`${screening.date}T03:30:00.000Z`) + 30 * 60_000; // 9:30 am in India
    const before = now;
    now = started;
    try {
      const response = await system.call('POST', '/movie/getMovieCinema', {
        body: { movieId: screening.movieId, cinemaId: screening.cinemaId },
        headers: { [POSITION_HEADER]: screening.position },
      });
      expect(response.status).toBe(200);
      const { screening: offered } = getMovieCinemaResponse.parse(response.body);
      // The first date's 9 am show began half an hour ago: the seat page offers the next day's.
      expect(offered.date).not.toBe(screening.date);
      expect(Date.parse(offered.startsAt)).toBeGreaterThan(started);
    } finally {
      now = before;
    }
  });

  it('refuses my hold to a caller without a viewer token', async () => {
    const screening = await givenLiveScreening(system);
    const anonymous = await system.call('POST', '/show/getMyHold', {
      body: { screeningId: screening.screeningId },
    });
    expect(anonymous.status).toBe(401);
    const admin = await system.call('POST', '/show/getMyHold', {
      body: { screeningId: screening.screeningId },
      token: screening.admin.token,
    });
    expect(admin.status).toBe(403);
  });
});
