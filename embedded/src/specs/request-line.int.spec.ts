import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_TYPES, API_BASE, routeList, type AccountType, type RouteDef } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import { startTestSystem, type TestSystem } from '../testing/test-system.ts';
import { countEvents as countAllEvents, tokensForEveryRole } from '../testing/accounts.ts';
import { rawRequest } from '../testing/raw-http.ts';

type Variant = { name: string; method: string; target: string; headers?: Record<string, string> };

const upperLast = (path: string) => path.replace(/[^/]+$/, (s) => s.toUpperCase());

/**
 * Every spelling of a request line that some parser along the way may read differently. Whatever
 * Express routes it to, the guard of that handler must run (or no handler at all).
 */
function variants(route: RouteDef): Variant[] {
  const path = `${API_BASE}${route.path}`;
  const m = route.method;
  return [
    { name: 'as written', method: m, target: path },
    { name: 'with a fragment', method: m, target: `${path}#x` },
    { name: 'with a query', method: m, target: `${path}?role=SuperAdmin` },
    { name: 'in absolute form', method: m, target: `http://anything.invalid${path}` },
    { name: 'absolute form with a fragment', method: m, target: `http://anything.invalid${path}#x` },
    { name: 'with a trailing slash', method: m, target: `${path}/` },
    { name: 'in other letter case', method: m, target: upperLast(path) },
    {
      name: 'with a percent-encoded letter',
      method: m,
      target: path.replace(/\/(\w)/, (_, c) => `/%${c.charCodeAt(0).toString(16)}`),
    },
    { name: 'with a doubled slash', method: m, target: path.replace('/v1/', '/v1//') },
    { name: 'with a dot segment', method: m, target: path.replace('/v1/', '/v1/./') },
    { name: 'with a matrix parameter', method: m, target: `${path};x` },
    { name: 'with an encoded NUL', method: m, target: `${path}%00` },
    { name: 'with a malformed escape', method: m, target: `${path}%E0%A4%A` },
    { name: 'as HEAD', method: 'HEAD', target: path },
    { name: 'as OPTIONS', method: 'OPTIONS', target: path },
    { name: 'as PATCH', method: 'PATCH', target: path },
    { name: 'as DELETE', method: 'DELETE', target: path },
    {
      name: 'with a method override header',
      method: 'GET',
      target: path,
      headers: { 'X-HTTP-Method-Override': m },
    },
  ];
}

describe.each(testDatabases())('request lines cannot skip a guard on $kind', (database) => {
  let system: TestSystem;
  let tokens: Record<AccountType, string>;
  let eventsBefore: number;
  const countEvents = () => countAllEvents(system);

  const send = (v: Variant, token?: string) =>
    rawRequest(system.url, {
      method: v.method,
      target: v.target,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...v.headers,
      },
      body: v.method === 'GET' || v.method === 'HEAD' ? undefined : '{"cityName":"Nohackpur"}',
    });

  beforeAll(async () => {
    system = await startTestSystem(database);
    tokens = await tokensForEveryRole(system);
    eventsBefore = await countEvents();
  });
  afterAll(() => system?.stop());

  it.each(routeList.filter((r) => r.access !== 'public').map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: no spelling reaches the handler without the right role',
    async (_name, route) => {
      const allowed = route.access as readonly AccountType[];
      const outcomes: string[] = [];
      for (const v of variants(route)) {
        const anonymous = await send(v);
        outcomes.push(`${v.name}, no token: ${anonymous.status}`);
        for (const type of ACCOUNT_TYPES.filter((t) => !allowed.includes(t))) {
          const wrongRole = await send(v, tokens[type]);
          outcomes.push(`${v.name}, as ${type}: ${wrongRole.status}`);
        }
        if (anonymous.status !== 404 && v.method !== 'HEAD') expect(anonymous.json?.success).toBe(false);
      }
      const refused = (line: string) =>
        / (401|403|404)$/.test(line) && !(line.includes('no token') && line.endsWith('403'));
      expect(outcomes.filter((line) => !refused(line))).toEqual([]);
      expect(await countEvents()).toBe(eventsBefore);
    },
  );

  it('the reported bypasses add no city', async () => {
    const fragment = await send({ name: '', method: 'POST', target: `${API_BASE}/cinema/addCity#x` });
    const proxy = await send({
      name: '',
      method: 'POST',
      target: `http://anything.invalid${API_BASE}/cinema/addCity`,
    });
    expect([fragment.status, proxy.status]).toEqual([401, 401]);
    const cities = await system.call('GET', '/cinema/getCities');
    expect(cities.body.data.map((c: { cityName: string }) => c.cityName)).not.toContain('Nohackpur');
  });

  it('a guarded GET answered as HEAD still checks the token', async () => {
    const head = await send({ name: '', method: 'HEAD', target: `${API_BASE}/show/getUnliveShows` });
    expect(head.status).toBe(401);
  });

  it('API paths outside the table get the JSON 404 and reach no handler', async () => {
    for (const [method, target] of [
      ['POST', `${API_BASE}/cinema/addCity2`],
      ['GET', `${API_BASE}/nothing/here`],
      ['OPTIONS', `${API_BASE}/cinema/addCity`],
      ['TRACE', `${API_BASE}/cinema/getCities`],
      ['POST', `${API_BASE}/cinema/getCities`],
    ] as const) {
      const response = await send({ name: '', method, target });
      expect({ target, method, status: response.status, body: response.json }).toEqual({
        target,
        method,
        status: 404,
        body: { success: false, message: 'Not found', code: 'NOT_FOUND' },
      });
    }
    expect(await countEvents()).toBe(eventsBefore);
  });

  it('a guarded route checks access before it reads the body', async () => {
    const target = `${API_BASE}/payment/capturePayment`;
    const anonymous = await send({ name: '', method: 'POST', target });
    const admin = await send({ name: '', method: 'POST', target }, tokens.Admin);
    const viewer = await send({ name: '', method: 'POST', target }, tokens.Viewer);
    expect([anonymous.status, admin.status]).toEqual([401, 403]);
    expect(viewer.status).toBe(400); // the Viewer gets as far as the body: it names no seats
  });
});
