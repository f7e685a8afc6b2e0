import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  cinemaChangedResponse,
  indianDate,
  SCREEN_MESSAGES,
  SERVER_MESSAGES,
  toStoredEvent,
} from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import {
  accountWithToken,
  countEvents,
  givenMovie,
  startTestSystem,
  tokensForEveryRole,
  type TestSystem,
} from '@cinema/embedded/testing';
import { givenLiveScreening, testClock } from '@cinema/embedded/testing/screening-test-kit';
import {
  after,
  givenCinema,
  givenCity,
  screenBody,
  showBody,
} from '@cinema/embedded/testing/cinema-test-kit';

const DAY = 86_400_000;

describe.each(testDatabases())('screens added, renamed and retired over HTTP on $kind', (database) => {
  const time = testClock();
  let system: TestSystem;
  let admin: { token: string; id: string };
  let other: { token: string; id: string };
  let roles: Awaited<ReturnType<typeof tokensForEveryRole>>;
  let cityId: string;

  beforeAll(async () => {
    system = await startTestSystem(database, { overrides: { clock: time.clock } });
    const [a, b] = [await accountWithToken(system, 'Admin'), await accountWithToken(system, 'Admin')];
    admin = { token: a.token, id: a.user._id };
    other = { token: b.token, id: b.user._id };
    roles = await tokensForEveryRole(system);
    cityId = (await givenCity(system, 'Indore')).cityId;
  });
  afterAll(() => system?.stop());

  const post = (path: string, body: unknown, token = admin.token) =>
    system.call('POST', `/cinema/${path}`, { body, token });
  /** A booking of seat V1 (paid online), as the screening stream records it. */
  const booked = (screeningId: string, accountId: string) => {
    const bookingId = randomUUID();
    const seats = [{ seatNumber: 'V1', seatType: 'VIP' as const, pricePaise: 50_000 }];
    const data = { screeningId, bookingId, holdId: null, accountId, orderId: `order_${bookingId}` };
    const paid = { paymentId: `pay_${bookingId}`, seats, totalPaise: 50_000, bookedAt: time.at() };
    const event = toStoredEvent({ type: 'SeatsBooked', data: { ...data, ...paid } });
    return system.store.append(`screening-${screeningId}`, [event], 'any');
  };
  const mine = async (token: string, cinemaId: string, position: string) => {
    const listed = await system.call('GET', '/cinema/getCinemaDetailes', { token, headers: after(position) });
    return listed.body.data.find((c: { _id: string }) => c._id === cinemaId);
  };

  it('adds, renames and retires screens; the lists keep the screens in use, retired ones apart', async () => {
    const { cinemaId, screens } = await givenCinema(system, admin.id, cityId);
    const added = await post('addScreen', { cinemaId });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ success: true, message: 'Screen Added Successfully' });
    cinemaChangedResponse.parse(added.body);
    const fourth = `${cinemaId}.s4`;
    expect(added.body.data.screens).toEqual([...screens, fourth]);

    const named = await post('addScreen', { cinemaId, name: '  Gold   Class ' });
    expect(named.body.data.screenDetails.at(-1)).toMatchObject({ name: 'Gold Class', position: 5 });
    const renamed = await post('renameScreen', { screenId: fourth, name: 'IMAX' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.message).toBe('Screen Renamed Successfully');
    const retired = await post('retireScreen', { screenId: screens[2] });
    expect(retired.body.message).toBe('Screen Retired Successfully');

    const listed = await mine(admin.token, cinemaId, retired.body.position);
    expect(listed.screens).toEqual([screens[0], screens[1], fourth, `${cinemaId}.s5`]);
    expect(listed.screenDetails.map((s: { name: string }) => s.name)).toEqual([
      'Screen-1',
      'Screen-2',
      'IMAX',
      'Gold Class',
    ]);
    expect(listed.retiredScreens).toEqual([
      expect.objectContaining({ _id: screens[2], name: 'Screen-3', retiredAt: time.at() }),
    ]);
    expect(listed).toEqual(retired.body.data);

    // Update Screen works as the spec says on a new screen, and refuses a retired one.
    const configured = await post('updateScreen', screenBody(fourth));
    expect(configured.body.data).toMatchObject({ _id: fourth, name: 'IMAX', configured: true, version: 1 });
    const onRetired = await post('updateScreen', screenBody(screens[2]!));
    expect(onRetired.status).toBe(409);
    expect(onRetired.body).toMatchObject({
      code: 'SCREEN_RETIRED',
      message: SCREEN_MESSAGES.screenRetiredAlready,
    });
  });

  it('refuses Add Show on a retired screen; the screens in use still take shows', async () => {
    const { cinemaId, screens } = await givenCinema(system, admin.id, cityId);
    await post('updateScreen', screenBody(screens[1]!));
    const { movieId } = await givenMovie(system);
    await post('retireScreen', { screenId: screens[1] });
    const dates = {
      showStart: addDays(indianDate(time.clock()), 1),
      showEnd: addDays(indianDate(time.clock()), 2),
    };
    const before = await countEvents(system);
    const refused = await system.call('POST', '/show/addShow', {
      body: showBody({ cinemaId, screens }, movieId, { screenId: screens[1]!, ...dates }),
      token: admin.token,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, message: SCREEN_MESSAGES.screenRetiredAlready });
    expect(await countEvents(system)).toBe(before);
    const onFirst = await system.call('POST', '/show/addShow', {
      body: showBody({ cinemaId, screens }, movieId, dates),
      token: admin.token,
    });
    expect(onFirst.status).toBe(201);
  });

  it('refuses to retire a screen with a live show still to run, naming it; once over, its bookings stay', async () => {
    const screening = await givenLiveScreening(system, { daysAhead: 1, timing: '3-6pm' });
    const viewer = await accountWithToken(system, 'Viewer');
    const screenId = `${screening.cinemaId}.s1`;
    await booked(screening.screeningId, viewer.user._id);
    const before = await countEvents(system);
    const refused = await post('retireScreen', { screenId }, screening.admin.token);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('SCREEN_HAS_SHOWS');
    expect(refused.body.message).toContain(`Screen-1 still has shows to run: ${screening.movieName}, 3-6pm,`);
    expect(refused.body.message).toContain(
      '(live). Cancel them or let them finish before retiring the screen.',
    );
    expect(await countEvents(system)).toBe(before);

    time.advance(3 * DAY);
    const retired = await post('retireScreen', { screenId }, screening.admin.token);
    expect(retired.status).toBe(200);
    const history = await system.call('GET', '/booking/fetchBookings', {
      token: viewer.token,
      headers: after(retired.body.position),
    });
    expect(history.body.bookings).toEqual([
      expect.objectContaining({
        showId: expect.objectContaining({ _id: screening.showId, screenName: 'Screen-1' }),
      }),
    ]);
  });

  it("edits the cinema's name and pincode; its bookings and lists show the new name", async () => {
    const { cinemaId } = await givenCinema(system, admin.id, cityId);
    const edited = await post('updateCinema', { cinemaId, cinemaName: ' Sapna  Gold ', pincode: 452010 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      message: 'Cinema Updated Successfully',
      data: { cinemaName: 'Sapna Gold', pincode: '452010', cityId: { _id: cityId, cityName: 'Indore' } },
    });
    expect(await mine(admin.token, cinemaId, edited.body.position)).toMatchObject({
      cinemaName: 'Sapna Gold',
      pincode: '452010',
    });
  });

  it("lets a SuperAdmin manage any cinema; refuses another Admin's with 403, changing nothing", async () => {
    const { cinemaId, screens } = await givenCinema(system, admin.id, cityId);
    const before = await countEvents(system);
    const foreign = [
      await post('addScreen', { cinemaId }, other.token),
      await post('renameScreen', { screenId: screens[1], name: 'Mine' }, other.token),
      await post('retireScreen', { screenId: screens[1] }, other.token),
      await post('updateCinema', { cinemaId, cinemaName: 'Mine', pincode: '452001' }, other.token),
    ];
    for (const response of foreign) {
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ success: false, message: SERVER_MESSAGES.notYourCinema });
    }
    expect(await countEvents(system)).toBe(before);
    const bySuper = await post('renameScreen', { screenId: screens[1], name: 'Audi 2' }, roles.SuperAdmin);
    expect(bySuper.status).toBe(200);
    expect(bySuper.body.data.screenDetails[1].name).toBe('Audi 2');
  });

  it.each([
    ['addScreen', { cinemaId: 'x' }],
    ['renameScreen', { screenId: 'x.s1', name: 'A' }],
    ['retireScreen', { screenId: 'x.s1' }],
    ['updateCinema', { cinemaId: 'x', cinemaName: 'A', pincode: '452001' }],
  ])('%s: 401 without a token, 403 for a Viewer', async (path, body) => {
    expect((await system.call('POST', `/cinema/${path}`, { body })).status).toBe(401);
    const viewer = await post(path, body, roles.Viewer);
    expect(viewer.status).toBe(403);
    expect(viewer.body.success).toBe(false);
  });

  it.each([
    ['addScreen', { cinemaId: '' }, 'Cinema id is required'],
    ['addScreen', { cinemaId: 'x', name: '   ' }, 'Screen name is required'],
    ['renameScreen', { screenId: 'x.s1', name: 'A'.repeat(31) }, 'Screen name can be at most 30 characters'],
    ['renameScreen', { screenId: 'x.s1' }, 'Screen name is required'],
    ['retireScreen', {}, 'Screen id is required'],
    ['updateCinema', { cinemaId: 'x', cinemaName: '', pincode: '452001' }, 'Cinema name is required'],
    ['updateCinema', { cinemaId: 'x', cinemaName: 'A', pincode: '052001' }, 'Enter a valid 6-digit pincode'],
    ['updateCinema', { cinemaId: 'x', cinemaName: 'A' }, 'Pincode is required'],
  ])('%s refuses %j with %j', async (path, body, message) => {
    const response = await post(path, body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message });
  });

  it('refuses a name another screen in use has, and an unknown screen or cinema', async () => {
    const { cinemaId, screens } = await givenCinema(system, admin.id, cityId);
    const taken = await post('renameScreen', { screenId: screens[0], name: 'screen-2' });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(SCREEN_MESSAGES.screenNameTaken);
    expect((await post('retireScreen', { screenId: `${cinemaId}.s9` })).body.message).toBe(
      'Screen not found',
    );
    expect((await post('addScreen', { cinemaId: 'no-such-cinema' })).status).toBe(404);
  });
});
