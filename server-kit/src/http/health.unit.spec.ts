import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startHealthServer, type ReadinessChecks } from './health.ts';

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
