import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@cinema/event-store/testing';
import { comparePositions, POSITION_HEADER, SERVER_MESSAGES } from '@cinema/contracts';
import { startTestSystem, type TestSystem, accountWithToken } from '@cinema/embedded/testing';

describe.each(testDatabases())('cities over HTTP on $kind', (database) => {
  let system: TestSystem;
  let superToken: string;
  let adminToken: string;
  let viewerToken: string;

  beforeAll(async () => {
    system = await startTestSystem(database);
    superToken = (await accountWithToken(system, 'SuperAdmin')).token;
    adminToken = (await accountWithToken(system, 'Admin')).token;
    viewerToken = (await accountWithToken(system, 'Viewer')).token;
  });
  afterAll(() => system?.stop());

  const addCity = (cityName: unknown, token = superToken) =>
    system.call('POST', '/cinema/addCity', { body: { cityName }, token });
  const getCities = (position?: string) =>
    system.call('GET', '/cinema/getCities', position ? { headers: { [POSITION_HEADER]: position } } : {});

  it('a SuperAdmin adds a city and the list returns it at once', async () => {
    const added = await addCity('  Indore ');
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      success: true,
      message: 'City Added Successfully',
      data: { cityName: 'Indore', featured: true },
    });
    expect(added.body.position).toMatch(/^\d+:\d+$/);

    const list = await getCities(added.body.position);
    expect(list.status).toBe(200);
    expect(list.body.success).toBe(true);
    expect(list.body.data).toContainEqual({ _id: added.body.data._id, cityName: 'Indore', featured: true });
  });

  it('lists the featured city first, then the rest alphabetically', async () => {
    await addCity('Pune');
    const last = await addCity('Bhopal');
    const names = (await getCities(last.body.position)).body.data.map(
      (c: { cityName: string }) => c.cityName,
    );
    expect(names.slice(0, 3)).toEqual(['Indore', 'Bhopal', 'Pune']);
  });

  it.each(['indore', 'INDORE', '   Indore   ', 'pUnE'])(
    'rejects the duplicate %j and changes nothing',
    async (name) => {
      const before = (await getCities()).body.data;
      const response = await addCity(name);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ success: false, message: SERVER_MESSAGES.cityExists });
      expect((await getCities()).body.data).toEqual(before);
    },
  );

  it.each([
    ['anonymous', undefined, 401],
    ['a Viewer', 'viewer', 403],
    ['an Admin', 'admin', 403],
  ])('refuses %s and changes nothing', async (_who, role, status) => {
    const token = role === 'viewer' ? viewerToken : role === 'admin' ? adminToken : undefined;
    const response = await system.call('POST', '/cinema/addCity', { body: { cityName: 'Surat' }, token });
    expect(response.status).toBe(status);
    expect(response.body.success).toBe(false);
    const names = (await getCities()).body.data.map((c: { cityName: string }) => c.cityName);
    expect(names).not.toContain('Surat');
  });

  it('retries on a concurrency conflict: cities added at the same instant all land', async () => {
    const names = ['Agra', 'Ajmer', 'Akola', 'Alwar', 'Amravati'];
    const responses = await Promise.all(names.map((name) => addCity(name)));
    expect(responses.map((r) => r.status)).toEqual(names.map(() => 201));
    const latest = responses
      .map((r) => r.body.position as string)
      .sort(comparePositions)
      .at(-1);
    const listed = (await getCities(latest)).body.data.map((c: { cityName: string }) => c.cityName);
    expect(listed).toEqual(expect.arrayContaining(names));
  });

  it('lets exactly one of two simultaneous identical additions win', async () => {
    const responses = await Promise.all([addCity('Jaipur'), addCity(' jaipur ')]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it.each([[''], ['   '], [42], [null]])(
    'rejects the city name %j with a clear message',
    async (cityName) => {
      const response = await addCity(cityName);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message: expect.stringMatching(/city name/i) });
    },
  );

  it('answers with protective headers and never names its framework', async () => {
    const response = await getCities();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('rejects a body that is not JSON', async () => {
    const response = await system.call('POST', '/cinema/addCity', {
      body: '{not json',
      token: superToken,
      headers: { 'Content-Type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
  });
});
