import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, VALIDATION } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import {
  accountWithToken,
  countEvents,
  startTestSystem,
  tokensForEveryRole,
  type TestSystem,
} from '@cinema/embedded/testing';
import { after, givenCinema, givenCity, screenBody } from '@cinema/embedded/testing/cinema-test-kit';

const NOW = '2026-12-10T06:00:00.000Z';

describe.each(testDatabases())('cinemas and screens over HTTP on $kind', (database) => {
  let system: TestSystem;
  let admin: { token: string; id: string };
  let other: { token: string; id: string };
  let roles: Awaited<ReturnType<typeof tokensForEveryRole>>;
  let cityId: string;

  beforeAll(async () => {
    system = await startTestSystem(database, { overrides: { clock: () => new Date(NOW) } });
    const [a, b] = [await accountWithToken(system, 'Admin'), await accountWithToken(system, 'Admin')];
    admin = { token: a.token, id: a.user._id };
    other = { token: b.token, id: b.user._id };
    roles = await tokensForEveryRole(system);
    cityId = (await givenCity(system, 'Indore')).cityId;
  });
  afterAll(() => system?.stop());

  const addCinema = (body: unknown, token = admin.token) =>
    system.call('POST', '/cinema/addCinema', { body, token });
  const details = (token: string, position?: string) =>
    system.call('GET', '/cinema/getCinemaDetailes', { token, headers: after(position) });
  const updateScreen = (body: unknown, headers: Record<string, string> = {}, token = admin.token) =>
    system.call('POST', '/cinema/updateScreen', { body, token, headers });

  it('adds a cinema with three unconfigured screens, and lists it for its admin only', async () => {
    const added = await addCinema({ cinemaName: '  Sapna   Sangeeta ', pincode: 452001, cityId });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      success: true,
      message: 'Cinema Added Successfully',
      data: { cinemaName: 'Sapna Sangeeta', pincode: '452001', cityId: { _id: cityId, cityName: 'Indore' } },
    });
    const { _id, screens } = added.body.data;
    expect(screens).toEqual([`${_id}.s1`, `${_id}.s2`, `${_id}.s3`]);

    const listed = await details(admin.token, added.body.position);
    expect(listed.status).toBe(200);
    const mine = listed.body.data.find((c: { _id: string }) => c._id === _id);
    expect(mine).toMatchObject({ createdAt: NOW, screens, cityId: { _id: cityId, cityName: 'Indore' } });
    expect(mine.screenDetails).toMatchObject(
      ['Screen-1', 'Screen-2', 'Screen-3'].map((name) => ({
        name,
        configured: false,
        version: 0,
        vip: null,
      })),
    );
    expect((await details(other.token)).body.data).toEqual([]);
  });

  it('lets two cinemas share a name, and lists the newest first', async () => {
    const first = await addCinema({ cinemaName: 'PVR', pincode: '452002', cityId });
    const second = await addCinema({ cinemaName: 'PVR', pincode: '452002', cityId }, other.token);
    const third = await addCinema({ cinemaName: 'PVR Two', pincode: '452002', cityId }, other.token);
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    const names = (await details(other.token, third.body.position)).body.data.map(
      (c: { _id: string }) => c._id,
    );
    expect(names).toEqual([third.body.data._id, second.body.data._id]);
  });

  it.each([
    [{ pincode: '452001', cityId: 'x' }, 'Cinema name is required'],
    [{ cinemaName: '  ', pincode: '452001', cityId: 'x' }, 'Cinema name is required'],
    [{ cinemaName: 'A', pincode: '45200', cityId: 'x' }, 'Enter a valid 6-digit pincode'],
    [{ cinemaName: 'A', cityId: 'x' }, 'Pincode is required'],
    [{ cinemaName: 'A', pincode: '452001' }, 'City is required'],
  ])('refuses the cinema %j with %j', async (body, message) => {
    const before = await countEvents(system);
    const response = await addCinema(body);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message });
    expect(await countEvents(system)).toBe(before);
  });

  it('refuses a city that does not exist', async () => {
    const before = await countEvents(system);
    const response = await addCinema({ cinemaName: 'A', pincode: '452001', cityId: 'no-such-city' });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({
      success: false,
      message: 'City not found',
      code: 'CITY_NOT_FOUND',
    });
    expect(await countEvents(system)).toBe(before);
  });

  it('updates a screen: rupees in, rupees and paise out, a new version as its ETag', async () => {
    const { screens } = await givenCinema(system, admin.id, cityId);
    const updated = await updateScreen(screenBody(screens[1]!, { regular: 100, bolcony: 40, vip: 10 }));
    expect(updated.status).toBe(200);
    expect(updated.headers.get('etag')).toBe('W/"1"');
    expect(updated.body).toMatchObject({
      success: true,
      message: 'Screen Updated Successfully',
      data: {
        _id: screens[1],
        name: 'Screen-2',
        configured: true,
        version: 1,
        regular: { seat: 100, price: 150, pricePaise: 15_000 },
        bolcony: { name: 'BALCONY', seat: 40, price: 250, pricePaise: 25_000 },
        vip: { seat: 10, price: 500, pricePaise: 50_000 },
      },
    });
    const listed = await details(admin.token, updated.body.position);
    const screen = listed.body.data.flatMap((c: { screenDetails: object[] }) => c.screenDetails);
    expect(screen).toContainEqual(updated.body.data);
  });

  it.each([['W/"%s"'], ['"%s"'], ['%s']])('takes If-Match in the form %s', async (form) => {
    const { screens } = await givenCinema(system, admin.id, cityId); // Screen-1 is at version 1
    const response = await updateScreen(screenBody(screens[0]!), { 'If-Match': form.replace('%s', '1') });
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe('W/"2"');
  });

  it('refuses an update made from an older version, changing nothing', async () => {
    const { screens } = await givenCinema(system, admin.id, cityId);
    await updateScreen(screenBody(screens[0]!), { 'If-Match': 'W/"1"' });
    const before = await countEvents(system);
    const stale = await updateScreen(screenBody(screens[0]!, { regular: 9, bolcony: 9, vip: 9 }), {
      'If-Match': 'W/"1"',
    });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ success: false, message: SERVER_MESSAGES.staleVersion });
    expect(await countEvents(system)).toBe(before);
    expect((await updateScreen(screenBody(screens[0]!), { 'If-Match': 'banana' })).status).toBe(400);
  });

  it("refuses another admin's screen with 403 and an unknown screen with 404, changing nothing", async () => {
    const { cinemaId, screens } = await givenCinema(system, admin.id, cityId);
    const before = await countEvents(system);
    const foreign = await updateScreen(screenBody(screens[2]!), {}, other.token);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toMatchObject({ success: false, message: SERVER_MESSAGES.notYourCinema });
    for (const screenId of [`${cinemaId}.s4`, 'no-such-cinema.s1', 'plain'])
      expect((await updateScreen(screenBody(screenId))).body).toMatchObject({ message: 'Screen not found' });
    expect(await countEvents(system)).toBe(before);
  });

  it.each([
    [{ regular: 0, bolcony: 1, vip: 1 }, 'Seat count must be at least 1'],
    [{ regular: 1.5, bolcony: 1, vip: 1 }, VALIDATION.wholeSeats],
    [{ regular: 500, bolcony: 400, vip: 101 }, 'A screen has at most 1000 seats'],
  ])('refuses the seats %j with %j', async (seats, message) => {
    const response = await updateScreen(screenBody('any.s1', seats));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message });
  });

  it.each([199.5, '199.50', '1500.50', '₹1,500', '1,500', '12a', 1e-7])(
    'refuses the price %j, which is not a whole number of rupees, changing nothing',
    async (price) => {
      const before = await countEvents(system);
      const response = await updateScreen({ ...screenBody('any.s1'), vip: { seat: 2, price } });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        success: false,
        message: VALIDATION.wholeRupees,
        errors: { 'vip.price': VALIDATION.wholeRupees },
      });
      expect(await countEvents(system)).toBe(before);
    },
  );

  it.each([
    ['POST', '/cinema/addCinema'],
    ['POST', '/cinema/updateScreen'],
    ['GET', '/cinema/getCinemaDetailes'],
  ])('%s %s: 401 without a token, 403 for a Viewer or a SuperAdmin', async (method, path) => {
    const before = await countEvents(system);
    const body = method === 'POST' ? { cinemaName: 'A', pincode: '452001', cityId } : undefined;
    expect((await system.call(method, path, { body })).status).toBe(401);
    for (const token of [roles.Viewer, roles.SuperAdmin])
      expect((await system.call(method, path, { body, token })).status).toBe(403);
    expect(await countEvents(system)).toBe(before);
  });
});
