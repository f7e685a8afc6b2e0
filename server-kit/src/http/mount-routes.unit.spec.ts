import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, routeList } from '@cinema/contracts';

type TableRoute = (typeof routeList)[number];
import type { AccessGuard } from '../auth/access-control.ts';
import { errorHandler } from './error-handler.ts';
import { mountRoutes } from './mount-routes.ts';

// Routes of the table whose request schema takes no input (revenue ranges default their dates);
// `unbuilt` gets no handler, as a feature not built yet.
const read = routeList.find((r) => r.service === 'read' && r.method === 'GET')!;
const [post, unbuilt] = routeList.filter(
  (r) => r.service === 'read' && r.method === 'POST' && r.request.safeParse({}).success,
) as [TableRoute, TableRoute];

let server: Server;
let base: string;
const guarded: string[] = [];
/** Errors that went on past the mounted routes to the app's own error handler. */
const passedOn: unknown[] = [];

beforeAll(async () => {
  const guard: AccessGuard = (access) => (req, _res, next) => {
    guarded.push(`${req.method} ${access}`);
    next();
  };
  const app = express();
  app.use(
    mountRoutes({
      service: 'read',
      guard,
      handlers: {
        [read.key]: async () => ({ route: read.key }),
        [post.key]: async () => ({ route: post.key }),
      },
    }),
  );
  app.use((_req, res) => void res.status(404).json({ reached: 'nothing' }));
  app.use(((error, _req, _res, next) => {
    passedOn.push(error);
    next(error);
  }) as express.ErrorRequestHandler);
  app.use(errorHandler());
  server = app.listen(0);
  await new Promise((done) => server.once('listening', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const call = async (method: string, path: string) => {
  const res = await fetch(`${base}${path}`, {
    method,
    ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
  });
  return {
    status: res.status,
    etag: res.headers.get('etag'),
    body: method === 'HEAD' ? '' : await res.text(),
  };
};

describe('the route table as mounted', () => {
  const getPath = `${API_BASE}${read.path}`;
  const postPath = `${API_BASE}${post.path}`;

  it('reaches a route by its path as Express matches it: any case, one trailing slash, any query', async () => {
    for (const path of [getPath, `${getPath}/`, getPath.toUpperCase(), `${getPath}?x=1`])
      expect(await call('GET', path), path).toMatchObject({
        status: 200,
        body: JSON.stringify({ route: read.key }),
      });
    expect((await call('HEAD', getPath)).status).toBe(200);
  });

  it('reaches nothing by another method, another path or a second trailing slash', async () => {
    guarded.length = 0;
    for (const [method, path] of [
      ['POST', getPath],
      ['GET', postPath],
      ['GET', `${getPath}//`],
      ['GET', `${getPath}x`],
      ['GET', `${API_BASE}/not/in/the/table`],
    ] as const)
      expect(await call(method, path), `${method} ${path}`).toMatchObject({ status: 404 });
    expect(guarded).toEqual([]);
  });

  it('answers a POST as JSON without an ETag, and a GET with one', async () => {
    const answered = await call('POST', postPath);
    expect(answered).toMatchObject({ status: 200, etag: null, body: JSON.stringify({ route: post.key }) });
    const got = await call('GET', getPath);
    expect(got.etag).toBeTruthy();
  });

  it('answers a refusal itself, in the error envelope, without passing it on through the app', async () => {
    const refused = await call('POST', `${API_BASE}${unbuilt.path}`);
    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.body)).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(passedOn).toEqual([]);
  });
});
