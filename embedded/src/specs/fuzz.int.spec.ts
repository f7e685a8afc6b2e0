import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { connect } from 'node:net';
import fc from 'fast-check';
import { API_BASE, routeList, type AccountType, type RouteDef } from '@cinema/contracts';
import { testDatabases } from '@cinema/event-store/testing';
import { startTestSystem, type TestSystem } from '../testing/test-system.ts';
import { countEvents as countAllEvents, tokensForEveryRole } from '../testing/accounts.ts';
import { rawRequest } from '../testing/raw-http.ts';

// Property-based: thousands of malformed requests at every route of the table. Whatever arrives,
// the answer is a 4xx (or a success of a public read), never a 5xx, and nothing is written.

const route = fc.constantFrom(...routeList);

/** Text no route may accept: control characters, NULs and lone surrogates somewhere inside. */
const badChar = fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\ud800', '\udfff');
const nastyText = fc
  .tuple(fc.string(), badChar, fc.string({ unit: 'binary', maxLength: 300 }))
  .map((p) => p.join(''));
const value = fc.oneof(
  nastyText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nastyText),
  fc.dictionary(fc.string(), nastyText),
);

/** Objects with the route's own field names, so the bad values reach its schema and beyond. */
const fieldsOf = (def: RouteDef) =>
  Object.keys((def.request as { shape?: object }).shape ?? { email: 1, password: 1, otp: 1, cityName: 1 });

const body = (def: RouteDef) =>
  fc.oneof(
    fc.json().map((json) => Buffer.from(json)),
    fc.dictionary(fc.constantFrom(...fieldsOf(def)), value).map((o) => Buffer.from(JSON.stringify(o))),
    fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
    nastyText.map((t) => Buffer.from(t)),
    fc
      .constantFrom(
        '{"a":',
        '[',
        '{"__proto__":{"x":1}}',
        '{"email":"\\u0000"}',
        '{"cityName":"\\ud800"}',
        'null',
        '"x"',
      )
      .map((t) => Buffer.from(t)),
  );

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/json; charset=',
  'application/json; charset="utf-8"; x',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/merge-patch+json',
  '*/*',
  '',
);
const contentEncoding = fc.constantFrom(
  undefined,
  'gzip',
  'deflate',
  'br',
  'identity',
  'compress',
  'x-garbage',
  'gzip, gzip',
);

const pathJunk = fc.string({
  unit: fc.constantFrom(
    ..."abcXYZ019%%%/..?#;:@!$&'()*+,=~_-".split(''),
    '%00',
    '%2e',
    '%2F',
    '%c0%af',
    '%ZZ',
    '%E0%A4',
    '\\',
  ),
  maxLength: 12,
});

describe.each(testDatabases())('fuzzing every route on $kind', (database) => {
  let system: TestSystem;
  let tokens: Record<AccountType, string>;
  let eventsBefore: number;
  const countEvents = () => countAllEvents(system);
  const tokenFor = (def: RouteDef) => (def.access === 'public' ? undefined : tokens[def.access[0]!]);

  beforeAll(async () => {
    system = await startTestSystem(database);
    tokens = await tokensForEveryRole(system);
    eventsBefore = await countEvents();
  });
  afterAll(() => system?.stop());

  it('malformed bodies, charsets and encodings get a 4xx and write nothing', async () => {
    const bodyCase = route.chain((def) =>
      fc.record({
        def: fc.constant(def),
        body: body(def),
        type: contentType,
        encoding: contentEncoding,
        gzip: fc.boolean(),
      }),
    );
    await fc.assert(
      fc.asyncProperty(bodyCase, async ({ def, body, type, encoding, gzip }) => {
        const token = tokenFor(def);
        const response = await rawRequest(system.url, {
          method: def.method === 'GET' ? 'POST' : def.method,
          target: `${API_BASE}${def.path}`,
          headers: {
            ...(type ? { 'Content-Type': type } : {}),
            ...(encoding ? { 'Content-Encoding': encoding } : {}),
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: gzip ? gzipSync(body) : body,
        });
        expect(response.status).toBeLessThan(500);
        // A route whose fields are all optional (admin-revenue-details) may rightly answer an empty body.
        const emptyIsValid = def.request.safeParse({}).success;
        expect(
          response.status === 404 ||
            response.json?.success === false ||
            def.access === 'public' ||
            emptyIsValid,
        ).toBe(true);
      }),
      { numRuns: 1500 },
    );
    expect(await countEvents()).toBe(eventsBefore);
  }, 180_000);

  it('malformed paths and headers get a 4xx and write nothing', async () => {
    const pathCase = fc.record({
      def: route,
      junk: pathJunk,
      where: fc.constantFrom('end', 'middle', 'start'),
      position: fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('99999999999:1', '-1:0', '1:1:1', '')),
      auth: fc.oneof(fc.string({ maxLength: 40 }), fc.constant('Bearer'), fc.constant('Bearer a.b.c')),
    });
    await fc.assert(
      fc.asyncProperty(pathCase, async ({ def, junk, where, position, auth }) => {
        const path = `${API_BASE}${def.path}`;
        const target =
          where === 'end'
            ? path + junk
            : where === 'start'
              ? `/${junk}${path}`
              : path.replace('/v1/', `/v1/${junk}`);
        const response = await rawRequest(system.url, {
          method: def.method,
          target: target.replace(/[\s]/g, ''),
          headers: {
            'x-min-position': position.replace(/[\r\n]/g, ''),
            Authorization: auth.replace(/[\r\n]/g, ''),
          },
          body: def.method === 'GET' ? undefined : '{}',
        });
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 1000 },
    );
    expect(await countEvents()).toBe(eventsBefore);
  }, 180_000);

  it('a body cut off mid-way leaves the server answering', async () => {
    const { hostname, port } = new URL(system.url);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname, () => {
        socket.write(
          `POST ${API_BASE}/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"email":`,
        );
        setTimeout(() => socket.destroy(), 50);
      });
      socket.on('close', () => resolve());
      socket.on('error', () => resolve());
    });
    const after = await system.call('GET', '/cinema/getCities');
    expect(after.status).toBe(200);
    expect(await countEvents()).toBe(eventsBefore);
  });
});
