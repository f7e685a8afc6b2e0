import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, POSITION_HEADER, screenLiveShowsResponse } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import {
  accountWithToken,
  startTestSystem,
  tokensForEveryRole,
  type TestSystem,
} from '@cinema/embedded/testing';
import { givenLiveScreening, testClock } from '@cinema/embedded/testing/screening-test-kit';

describe.each(testDatabases())("Update Screen's live shows on $kind", (database) => {
  let system: TestSystem;
  const time = testClock();
  beforeAll(async () => {
    system = await startTestSystem(database, { overrides: { clock: time.clock } });
  });
  afterAll(() => system?.stop());

  const liveShows = (screenId: string, token: string, position?: string) =>
    system.call('POST', '/show/getScreenLiveShows', {
      body: { screenId },
      token,
      headers: position ? { [POSITION_HEADER]: position } : {},
    });

  it('lists the live shows of the screen with the prices they keep, which a later update does not change', async () => {
    const live = await givenLiveScreening(system, { daysAhead: 1, days: 3, timing: '3-6pm' });
    const screenId = `${live.cinemaId}.s1`;
    const kept = {
      showId: live.showId,
      movieName: live.movieName,
      timing: '3-6pm',
      nextDate: live.date,
      showEnd: addDays(live.date, 2),
      prices: [
        { seatType: 'REGULAR', seat: 6, price: 150 },
        { seatType: 'BALCONY', seat: 4, price: 250 },
        { seatType: 'VIP', seat: 2, price: 500 },
      ],
    };
    const before = await liveShows(screenId, live.admin.token, live.position);
    expect(before.status).toBe(200);
    expect(screenLiveShowsResponse.parse(before.body).data).toEqual([kept]);

    const seatClass = (name: string, seat: number, price: number) => ({ name, seat, price });
    const updated = await system.call('POST', '/cinema/updateScreen', {
      token: live.admin.token,
      body: {
        screenId,
        regular: seatClass('REGULAR', 60, 999),
        bolcony: seatClass('BALCONY', 40, 1999),
        vip: seatClass('VIP', 20, 2999),
      },
    });
    expect(updated.status).toBe(200);
    const after = await liveShows(screenId, live.admin.token, updated.body.position);
    expect(after.body.data).toEqual([kept]);

    // Another screen of the cinema has none; once the first date has passed, the next date moves.
    expect((await liveShows(`${live.cinemaId}.s2`, live.admin.token)).body.data).toEqual([]);
    time.advance(48 * 3_600_000);
    expect((await liveShows(screenId, live.admin.token)).body.data).toEqual([
      { ...kept, nextDate: addDays(live.date, 1) },
    ]);
    time.advance(-48 * 3_600_000);
  });

  it('tells another admin nothing about a screen that is not theirs; only Admins may ask', async () => {
    const live = await givenLiveScreening(system);
    const screenId = `${live.cinemaId}.s1`;
    const other = await accountWithToken(system, 'Admin');
    const answer = await liveShows(screenId, other.token, live.position);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([]);

    const roles = await tokensForEveryRole(system);
    expect((await system.call('POST', '/show/getScreenLiveShows', { body: { screenId } })).status).toBe(401);
    for (const token of [roles.Viewer, roles.SuperAdmin])
      expect((await liveShows(screenId, token)).status).toBe(403);
    expect((await liveShows('', live.admin.token)).status).toBe(400);
  });
});
