import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cinema/contracts';
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
import { after, givenCinema, showBody } from '@cinema/embedded/testing/cinema-test-kit';

// 11:30 in India on 10 December 2026.
const NOW = '2026-12-10T06:00:00.000Z';

describe.each(testDatabases())('adding shows and making them live over HTTP on $kind', (database) => {
  let system: TestSystem;
  let admin: { token: string; id: string };
  let other: { token: string; id: string };
  let roles: Awaited<ReturnType<typeof tokensForEveryRole>>;
  let movie: Awaited<ReturnType<typeof givenMovie>>;

  beforeAll(async () => {
    system = await startTestSystem(database, { overrides: { clock: () => new Date(NOW) } });
    const [a, b] = [await accountWithToken(system, 'Admin'), await accountWithToken(system, 'Admin')];
    admin = { token: a.token, id: a.user._id };
    other = { token: b.token, id: b.user._id };
    roles = await tokensForEveryRole(system);
    movie = await givenMovie(system, 'Kantara');
  });
  afterAll(() => system?.stop());

  const addShow = (body: unknown, token = admin.token) =>
    system.call('POST', '/show/addShow', { body, token });
  const goLive = (showId: unknown, token = admin.token) =>
    system.call('POST', '/show/liveYourShow', { body: { showId }, token });
  const unlive = (token: string, position?: string) =>
    system.call('GET', '/show/getUnliveShows', { token, headers: after(position) });
  /** The request changes nothing: no event is stored. */
  const refusedWith = async (request: () => Promise<TestResponse>) => {
    const before = await countEvents(system);
    const response = await request();
    expect(await countEvents(system)).toBe(before);
    return response;
  };

  it('adds a pending show, populated, and lists it among the admin’s unlive shows', async () => {
    const cinema = await givenCinema(system, admin.id);
    const added = await addShow(showBody(cinema, movie.movieId));
    expect(added.status).toBe(201);
    const show = {
      movieId: { _id: movie.movieId, movieName: 'Kantara', thumbnail: '/media/test-480.jpg' },
      cinemaId: { _id: cinema.cinemaId, cinemaName: 'Sapna Sangeeta', cityId: { _id: cinema.cityId } },
      screenId: cinema.screens[0],
      screenName: 'Screen-1',
      screens: [cinema.screens[0]],
      timing: '3-6pm',
      showStart: '2026-12-12',
      showEnd: '2026-12-14',
      live: false,
    };
    expect(added.body).toMatchObject({ success: true, message: 'Show Added Successfully', data: show });
    expect(added.body.data.showId).toMatch(new RegExp(`^${cinema.cinemaId}\\.`));

    const listed = await unlive(admin.token, added.body.position);
    expect(listed.body).toMatchObject({ success: true });
    expect(listed.body.data).toContainEqual(added.body.data);
    expect((await unlive(other.token)).body.data).toEqual([]);
  });

  it('makes a show live once: it leaves the unlive list, and a second time is a 409', async () => {
    const cinema = await givenCinema(system, admin.id);
    const { showId } = (await addShow(showBody(cinema, movie.movieId))).body.data;
    const live = await goLive(showId);
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ success: true, message: 'Show Lived Successfully', data: { showId } });
    const listed = await unlive(admin.token, live.body.position);
    expect(listed.body.data.map((s: { showId: string }) => s.showId)).not.toContain(showId);

    const again = await refusedWith(() => goLive(showId));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: SERVER_MESSAGES.showAlreadyLive });
  });

  it.each([
    [
      'an end before the start',
      { showStart: '2026-12-14', showEnd: '2026-12-12' },
      400,
      'End date cannot be earlier than the start date.',
    ],
    ['a date that is not one', { showStart: '2026-02-30' }, 400, 'Show start must be a date'],
    ['no timing', { timing: undefined }, 400, 'Choose a show time'],
    ['a timing the spec does not have', { timing: '6-9pm' }, 400, 'Choose a show time'],
    ['a start before today in India', { showStart: '2026-12-09' }, 400, SERVER_MESSAGES.showDateInPast],
    ['more than 60 days', { showEnd: '2027-02-10' }, 400, SERVER_MESSAGES.showTooLong],
    ['an unconfigured screen', { screen: 1 }, 409, SERVER_MESSAGES.screenNotConfigured],
    ['a screen the cinema does not have', { screenId: 'nope.s1' }, 404, SERVER_MESSAGES.screenNotFound],
  ] as const)('refuses %s', async (_what, extra, status, message) => {
    const cinema = await givenCinema(system, admin.id);
    const { screen, ...fields } = { screen: 0, ...extra };
    const body = { ...showBody(cinema, movie.movieId), screenId: cinema.screens[screen], ...fields };
    const response = await refusedWith(() => addShow(body));
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ success: false, message });
  });

  it('refuses a movie that does not exist', async () => {
    const cinema = await givenCinema(system, admin.id);
    const response = await refusedWith(() => addShow(showBody(cinema, 'no-such-movie')));
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, message: 'Movie not found' });
  });

  it.each(['no-such-cinema', 'with.a-dot'])('refuses the cinema %j that does not exist', async (cinemaId) => {
    const cinema = await givenCinema(system, admin.id);
    const response = await refusedWith(() => addShow({ ...showBody(cinema, movie.movieId), cinemaId }));
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ success: false, message: SERVER_MESSAGES.cinemaNotFound });
  });

  it('refuses a second show on the same screen and timing on a shared date, pending or live', async () => {
    const cinema = await givenCinema(system, admin.id);
    const first = await addShow(showBody(cinema, movie.movieId));
    const clash = await refusedWith(() =>
      addShow(showBody(cinema, movie.movieId, { showStart: '2026-12-14', showEnd: '2026-12-20' })),
    );
    expect(clash.status).toBe(409);
    expect(clash.body).toMatchObject({ success: false, message: SERVER_MESSAGES.showClash });
    await goLive(first.body.data.showId);
    expect((await addShow(showBody(cinema, movie.movieId))).status).toBe(409);
    const nextDay = await addShow(
      showBody(cinema, movie.movieId, { showStart: '2026-12-15', showEnd: '2026-12-15' }),
    );
    expect(nextDay.status).toBe(201);
    expect((await addShow(showBody(cinema, movie.movieId, { timing: '9-12pm' }))).status).toBe(201);
  });

  it("refuses another admin's cinema and show with 403, and an unknown show with 404", async () => {
    const cinema = await givenCinema(system, admin.id);
    const { showId } = (await addShow(showBody(cinema, movie.movieId))).body.data;
    const foreignAdd = await refusedWith(() =>
      addShow(showBody(cinema, movie.movieId, { timing: '9-12am' }), other.token),
    );
    expect(foreignAdd.status).toBe(403);
    expect(foreignAdd.body).toMatchObject({ success: false, message: SERVER_MESSAGES.notYourCinema });
    expect((await refusedWith(() => goLive(showId, other.token))).status).toBe(403);
    const unknown = await refusedWith(() => goLive(`${cinema.cinemaId}.no-such-show`));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: SERVER_MESSAGES.showNotFound });
    expect((await goLive('no-such-cinema.show')).status).toBe(404);
    expect((await goLive('')).body).toMatchObject({ message: 'Show is required' });
  });

  it.each([
    ['POST', '/show/addShow'],
    ['POST', '/show/liveYourShow'],
    ['GET', '/show/getUnliveShows'],
  ])('%s %s: 401 without a token, 403 for a Viewer or a SuperAdmin', async (method, path) => {
    const body = method === 'POST' ? { showId: 'x.y' } : undefined;
    await refusedWith(async () => {
      expect((await system.call(method, path, { body })).status).toBe(401);
      for (const token of [roles.Viewer, roles.SuperAdmin])
        expect((await system.call(method, path, { body, token })).status).toBe(403);
      return { status: 0, body: null, headers: new Headers() };
    });
  });
});
