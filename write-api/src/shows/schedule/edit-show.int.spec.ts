import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDIT_TEXTS, SERVER_MESSAGES, seatIdFor } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import {
  accountWithToken,
  countEvents,
  givenMovie,
  startTestSystem,
  tokensForEveryRole,
  type TestResponse,
  type TestSystem,
} from '@cinema/embedded/testing';
import { after, givenCinema, screenBody, showBody } from '@cinema/embedded/testing/cinema-test-kit';
import {
  givenLiveScreening,
  testClock,
  type LiveScreening,
} from '@cinema/embedded/testing/screening-test-kit';
import { book } from '@cinema/embedded/testing/payment-test-kit';
import { configureScreen } from '../../catalog/cinemas/commands.ts';
import { addShow } from './commands.ts';

// 11:30 in India on 10 December 2026 (the test clock's start).
describe.each(testDatabases())('editing a pending show and extending a live one on $kind', (database) => {
  let system: TestSystem;
  let admin: { token: string; id: string };
  let other: { token: string; id: string };
  let roles: Awaited<ReturnType<typeof tokensForEveryRole>>;
  let movie: Awaited<ReturnType<typeof givenMovie>>;
  const time = testClock();

  beforeAll(async () => {
    system = await startTestSystem(database, { overrides: { clock: time.clock } });
    const [a, b] = [await accountWithToken(system, 'Admin'), await accountWithToken(system, 'Admin')];
    admin = { token: a.token, id: a.user._id };
    other = { token: b.token, id: b.user._id };
    roles = await tokensForEveryRole(system);
    movie = await givenMovie(system, 'Kantara');
  });
  afterAll(() => system?.stop());

  const edit = (body: unknown, token = admin.token) => system.call('POST', '/show/editShow', { body, token });
  const extend = (showId: string, showEnd: string, token = admin.token) =>
    system.call('POST', '/show/extendShowRun', { body: { showId, showEnd }, token });
  /** The request changes nothing: no event is stored. */
  const refusedWith = async (request: () => Promise<TestResponse>) => {
    const before = await countEvents(system);
    const response = await request();
    expect(await countEvents(system)).toBe(before);
    return response;
  };
  /** A cinema with screens 1 and 2 configured and a pending 3-6pm show on screen 1, 12-14 Dec. */
  const pendingShow = async () => {
    const cinema = await givenCinema(system, admin.id);
    await configureScreen(system.write, screenBody(cinema.screens[1]!), admin.id);
    const { show } = await addShow(system.write, showBody(cinema, movie.movieId), admin.id);
    return { cinema, showId: show.showId };
  };

  describe('a pending show', () => {
    it('moves to other dates, timing and screen, and the lists and the live show follow', async () => {
      const { cinema, showId } = await pendingShow();
      const wanted = {
        showId,
        screenId: cinema.screens[1]!,
        timing: '9-12pm',
        showStart: '2026-12-15',
        showEnd: '2026-12-17',
      };
      const edited = await edit(wanted);
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({
        success: true,
        message: EDIT_TEXTS.showEdited,
        data: {
          showId,
          screenId: cinema.screens[1],
          screenName: 'Screen-2',
          timing: '9-12pm',
          showStart: '2026-12-15',
          showEnd: '2026-12-17',
          live: false,
        },
      });
      const unlive = await system.call('GET', '/show/getUnliveShows', {
        token: admin.token,
        headers: after(edited.body.position),
      });
      expect(unlive.body.data.find((s: { showId: string }) => s.showId === showId)).toMatchObject({
        screenId: cinema.screens[1],
        timing: '9-12pm',
        showStart: '2026-12-15',
      });
      const mine = await system.call('GET', '/show/getAdminShows', { token: admin.token });
      expect(mine.body.data.find((s: { showId: string }) => s.showId === showId)).toMatchObject({
        cinemaId: cinema.cinemaId,
        screenId: cinema.screens[1],
        screenName: 'Screen-2',
        showEnd: '2026-12-17',
      });

      const again = await refusedWith(() => edit(wanted));
      expect(again.body).toMatchObject({ success: true, message: EDIT_TEXTS.showUnchanged });

      const live = await system.call('POST', '/show/liveYourShow', { body: { showId }, token: admin.token });
      const listed = await system.call('POST', '/cinema/getShowCinema', {
        body: { movieId: movie.movieId },
        headers: after(live.body.position),
      });
      const mineListed = listed.body.data.cinemas.find((c: { _id: string }) => c._id === cinema.cinemaId);
      expect(mineListed.shows).toEqual([
        expect.objectContaining({
          showId,
          timing: '9-12pm',
          screenName: 'Screen-2',
          dates: ['2026-12-15', '2026-12-16', '2026-12-17'].map((date) => ({
            date,
            screeningId: `${showId}.${date}`,
          })),
        }),
      ]);
    });

    it('may keep some of its own dates, and may not take another show’s slot', async () => {
      const { cinema, showId } = await pendingShow();
      await addShow(
        system.write,
        showBody(cinema, movie.movieId, { showStart: '2026-12-16', showEnd: '2026-12-18' }),
        admin.id,
      );
      const clash = await refusedWith(() =>
        edit({
          showId,
          screenId: cinema.screens[0],
          timing: '3-6pm',
          showStart: '2026-12-13',
          showEnd: '2026-12-16',
        }),
      );
      expect(clash.status).toBe(409);
      expect(clash.body).toMatchObject({
        success: false,
        code: 'SHOW_CLASH',
        message: SERVER_MESSAGES.showClash,
      });
      const overlapsItself = await edit({
        showId,
        screenId: cinema.screens[0],
        timing: '3-6pm',
        showStart: '2026-12-13',
        showEnd: '2026-12-15',
      });
      expect(overlapsItself.status).toBe(200);
    });

    it.each([
      [
        'an end before the start',
        { showStart: '2026-12-14', showEnd: '2026-12-12' },
        400,
        'End date cannot be earlier than the start date.',
      ],
      ['a start before today in India', { showStart: '2026-12-09' }, 400, SERVER_MESSAGES.showDateInPast],
      ['more than 60 days', { showEnd: '2027-02-10' }, 400, SERVER_MESSAGES.showTooLong],
      ['a timing the spec does not have', { timing: '6-9pm' }, 400, 'Choose a show time'],
      ['a screen the cinema does not have', { screenId: 'nope.s1' }, 404, SERVER_MESSAGES.screenNotFound],
      ['an unconfigured screen', { screen: 2 }, 409, SERVER_MESSAGES.screenNotConfigured],
    ] as const)('refuses %s, writing nothing', async (_what, extra, status, message) => {
      const { cinema, showId } = await pendingShow();
      const { screen, ...fields } = { screen: 1, ...extra };
      const body = {
        showId,
        screenId: cinema.screens[screen],
        timing: '3-6pm',
        showStart: '2026-12-12',
        showEnd: '2026-12-14',
        ...fields,
      };
      const response = await refusedWith(() => edit(body));
      expect(response.status).toBe(status);
      expect(response.body).toMatchObject({ success: false, message });
    });

    it('lets a SuperAdmin edit any cinema’s show, as cancelling does', async () => {
      const { cinema, showId } = await pendingShow();
      const body = {
        showId,
        screenId: cinema.screens[1],
        timing: '3-6pm',
        showStart: '2026-12-20',
        showEnd: '2026-12-21',
      };
      const edited = await edit(body, roles.SuperAdmin);
      expect(edited).toMatchObject({
        status: 200,
        body: { data: { screenName: 'Screen-2', showStart: '2026-12-20' } },
      });
    });

    it("refuses another admin (403), an unknown show (404), and a live show's edit (409)", async () => {
      const { cinema, showId } = await pendingShow();
      const body = {
        showId,
        screenId: cinema.screens[1],
        timing: '3-6pm',
        showStart: '2026-12-20',
        showEnd: '2026-12-21',
      };
      expect((await refusedWith(() => edit(body, other.token))).body).toMatchObject({
        code: 'NOT_YOUR_CINEMA',
      });
      expect((await refusedWith(() => edit({ ...body, showId: `${cinema.cinemaId}.nope` }))).status).toBe(
        404,
      );
      await system.call('POST', '/show/liveYourShow', { body: { showId }, token: admin.token });
      const live = await refusedWith(() => edit(body));
      expect(live.status).toBe(409);
      expect(live.body).toMatchObject({
        code: 'SHOW_LIVE_NOT_EDITABLE',
        message: EDIT_TEXTS.liveNotEditable,
      });
      const pendingExtended = await pendingShow();
      const notLive = await refusedWith(() => extend(pendingExtended.showId, '2026-12-20'));
      expect(notLive).toMatchObject({
        status: 409,
        body: { code: 'SHOW_NOT_LIVE', message: EDIT_TEXTS.notLive },
      });
    });
  });

  describe('a live show running 11-12 Dec', () => {
    let screening: LiveScreening;
    let extended: TestResponse;

    beforeAll(async () => {
      screening = await givenLiveScreening(system, { days: 2 });
    });

    it('refuses an earlier end, another admin, a Viewer, and writes nothing', async () => {
      const earlier = await refusedWith(() => extend(screening.showId, '2026-12-11', screening.admin.token));
      expect(earlier).toMatchObject({
        status: 400,
        body: { code: 'SHOW_END_NOT_LATER', message: EDIT_TEXTS.endNotLater },
      });
      expect(await refusedWith(() => extend(screening.showId, '2026-12-14', other.token))).toMatchObject({
        status: 403,
        body: { code: 'NOT_YOUR_CINEMA' },
      });
      expect((await refusedWith(() => extend(screening.showId, '2026-12-14', roles.Viewer))).status).toBe(
        403,
      );
      expect(
        (await refusedWith(() => extend(screening.showId, 'soon', screening.admin.token))).body,
      ).toMatchObject({
        message: 'Show end must be a date',
      });
    });

    it('runs to a later date: one screening per added date, on sale with the same prices', async () => {
      extended = await extend(screening.showId, '2026-12-14', screening.admin.token);
      expect(extended.status).toBe(200);
      expect(extended.body).toMatchObject({
        success: true,
        message: EDIT_TEXTS.runExtended,
        data: {
          showId: screening.showId,
          showEnd: '2026-12-14',
          screenings: [
            { screeningId: `${screening.showId}.2026-12-13`, date: '2026-12-13' },
            { screeningId: `${screening.showId}.2026-12-14`, date: '2026-12-14' },
          ],
        },
      });
      const listed = await system.call('POST', '/cinema/getShowCinema', {
        body: { movieId: screening.movieId },
        headers: after(extended.body.position),
      });
      const [show] = listed.body.data.cinemas[0].shows;
      expect(show).toMatchObject({ showEnd: '2026-12-14', priceRange: { min: 150, max: 500 } });
      expect(show.dates.map((d: { date: string }) => d.date)).toEqual([
        '2026-12-11',
        '2026-12-12',
        '2026-12-13',
        '2026-12-14',
      ]);
      const mine = await system.call('GET', '/show/getAdminShows', { token: screening.admin.token });
      const admins = mine.body.data.find((s: { showId: string }) => s.showId === screening.showId);
      expect(admins.dates).toHaveLength(4);
    });

    it('changes nothing when extended to the same end again', async () => {
      const again = await refusedWith(() => extend(screening.showId, '2026-12-14', screening.admin.token));
      expect(again.body).toMatchObject({
        success: true,
        message: EDIT_TEXTS.runUnchanged,
        data: { screenings: [] },
      });
    });

    it('lets a viewer book a seat on an added date, and the seat page says so', async () => {
      const viewer = await accountWithToken(system, 'Viewer');
      const screeningId = `${screening.showId}.2026-12-14`;
      const booked = await book(system, viewer, screeningId, [seatIdFor(screeningId, 'V1')]);
      const seats = await system.call('POST', '/movie/getMovieCinema', {
        body: { movieId: screening.movieId, cinemaId: screening.cinemaId, date: '2026-12-14' },
        headers: after(booked.position),
      });
      expect(seats.status).toBe(200);
      const v1 = seats.body.data.find(
        (s: { seatId: { seatNumber: string } }) => s.seatId.seatNumber === 'V1',
      );
      expect(v1).toMatchObject({ status: 'Booked', seatId: { seatPrice: 500 } });
      expect(seats.body.data).toHaveLength(12);
    });

    it('refuses added dates that clash with another show on the screen at that time', async () => {
      const [screenId] = (
        await system.call('GET', '/show/getAdminShows', { token: screening.admin.token })
      ).body.data.map((s: { screenId: string }) => s.screenId);
      await addShow(
        system.write,
        {
          movieId: screening.movieId,
          cinemaId: screening.cinemaId,
          screenId,
          timing: '9-12pm',
          showStart: '2026-12-17',
          showEnd: '2026-12-18',
        },
        screening.admin.id,
      );
      const clash = await refusedWith(() => extend(screening.showId, '2026-12-17', screening.admin.token));
      expect(clash).toMatchObject({ status: 409, body: { code: 'SHOW_CLASH' } });
      expect((await extend(screening.showId, '2026-12-16', screening.admin.token)).status).toBe(200);
    });
  });

  it.each([
    ['POST', '/show/editShow'],
    ['POST', '/show/extendShowRun'],
  ])('%s %s: 401 without a token, 403 for a Viewer', async (method, path) => {
    const body = { showId: 'x.y', showEnd: '2026-12-20' };
    expect((await system.call(method, path, { body })).status).toBe(401);
    expect((await system.call(method, path, { body, token: roles.Viewer })).status).toBe(403);
  });
});
