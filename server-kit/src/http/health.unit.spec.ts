import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler.ts';
import { healthRoutes, HEALTH_TOKEN_INVALID, startHealthServer, type ReadinessChecks } from './health.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function serve(checks: ReadinessChecks, timeoutMs?: number) {
  server = await startHealthServer(0, checks, { timeoutMs });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return async (path: string) => {
    const res = await fetch(`${base}${path}`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
}

describe('health endpoints', () => {
  it('answers /healthz without running any check', async () => {
    let ran = false;
    const get = await serve({ db: async () => ((ran = true), {}) });
    expect(await get('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(ran).toBe(false);
  });

  it('reports ready with what each check found', async () => {
    const get = await serve({
      db: async () => ({}),
      projector: async () => ({ eventsBehind: 3, parked: 1 }),
    });
    expect(await get('/readyz')).toEqual({
      status: 200,
      body: {
        status: 'ready',
        checks: { db: { ok: true }, projector: { ok: true, eventsBehind: 3, parked: 1 } },
      },
    });
  });

  it('answers 503 naming the failed dependency by its error code only, never its connection details', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED postgres://app:s3cret@db:5432/cinema'), {
      code: 'ECONNREFUSED',
    });
    const get = await serve({
      db: () => Promise.reject(refused),
      events: () => Promise.reject(new Error('password authentication failed for user "app"')),
      projector: async () => ({ parked: 0 }),
    });
    const res = await get('/readyz');
    expect(res).toEqual({
      status: 503,
      body: {
        status: 'not ready',
        checks: {
          db: { ok: false, error: 'ECONNREFUSED' },
          events: { ok: false, error: 'unavailable' },
          projector: { ok: true, parked: 0 },
        },
      },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/s3cret|app/);
  });

  it('counts a check that does not answer in time as not ready', async () => {
    const get = await serve({ db: () => new Promise(() => undefined) }, 50);
    expect(await get('/readyz')).toMatchObject({
      status: 503,
      body: { checks: { db: { ok: false, error: 'TIMEOUT' } } },
    });
  });
});

describe("/readyz on an app's public port", () => {
  const TOKEN = 'operator-token-0123456789-abcdefghijkl';
  const checks: ReadinessChecks = {
    events: async () => ({ heldBack: { count: 2 }, oldestTransaction: { pid: 4242, user: 'app' } }),
    workflow: async () => ({ outbox: { pending: 3 }, leases: [{ owner: 'host-a:123' }] }),
  };

  async function app(token: string | undefined, routes: ReadinessChecks = checks) {
    const application = express();
    application.use(healthRoutes(routes, { details: { token } }));
    application.use(errorHandler(() => {}));
    server = await new Promise<Server>((resolve) => {
      const s = application.listen(0, () => resolve(s));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return async (authorization?: string) => {
      const res = await fetch(`${base}/readyz`, {
        headers: authorization ? { Authorization: authorization } : {},
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
  }

  it('tells the public only whether the service is ready: no counts, sessions or lease owners', async () => {
    const readyz = await app(TOKEN);
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ready' } });
  });

  it('answers not ready with 503 and nothing more', async () => {
    const readyz = await app(TOKEN, { db: () => Promise.reject(new Error('down')) });
    expect(await readyz()).toEqual({ status: 503, body: { status: 'not ready' } });
  });

  it("gives the checks' details to a caller with the operator's token", async () => {
    const readyz = await app(TOKEN);
    const answer = await readyz(`Bearer ${TOKEN}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'ready',
      checks: {
        events: { ok: true, oldestTransaction: { pid: 4242 } },
        workflow: { ok: true, outbox: { pending: 3 }, leases: [{ owner: 'host-a:123' }] },
      },
    });
  });

  it('refuses a wrong token with 401 instead of quietly hiding the details', async () => {
    const readyz = await app(TOKEN);
    for (const wrong of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(0, -1)}`, 'Bearer ', `Basic ${TOKEN}`]) {
      const answer = await readyz(wrong);
      expect(answer.status, wrong).toBe(401);
      expect(answer.body, wrong).toMatchObject({ success: false, code: 'HEALTH_TOKEN_INVALID' });
      expect(JSON.stringify(answer.body), wrong).not.toContain('4242');
    }
  });

  it('gives no details to anyone when no HEALTH_TOKEN is configured', async () => {
    const readyz = await app(undefined);
    expect(await readyz()).toEqual({ status: 200, body: { status: 'ready' } });
    expect(await readyz('Bearer undefined')).toMatchObject({
      status: 401,
      body: { message: HEALTH_TOKEN_INVALID },
    });
  });
});
