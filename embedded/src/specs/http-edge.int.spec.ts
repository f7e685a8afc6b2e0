import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '@cinema/event-store/testing';
import { createReadApp } from '@cinema/read-api';
import { readCheckpoint } from '@cinema/projector';
import { createProjectionProgress, type EdgeSettings } from '@cinema/server-kit';
import { createWriteApp, findAccountInStream } from '@cinema/write-api';
import { startTestSystem, type TestSystem } from '../testing/test-system.ts';

const ALLOWED = 'https://app.example.com';
const OTHER = 'https://evil.example.net';
const edge: EdgeSettings = { CORS_ORIGINS: [ALLOWED], TRUST_PROXY: false };

const preflight = (url: string, origin: string) =>
  fetch(url, {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'authorization,content-type,x-min-position,idempotency-key',
    },
  });

const corsHeaders = (headers: Headers) =>
  [...headers.keys()].filter((name) => name.startsWith('access-control-'));

async function listen(app: Express): Promise<{ url: string; close(): Promise<void> }> {
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabases())('the HTTP edge (CORS, trusted proxies) on $kind', (database) => {
  let system: TestSystem;
  let events = async () => 0;

  beforeAll(async () => {
    system = await startTestSystem(database, { env: { CORS_ORIGINS: ALLOWED, LOGIN_RATE_LIMIT: '3' } });
    events = async () => (await system.store.readAll('0:0', 10_000)).length;
  });
  afterAll(() => system?.stop());

  describe('CORS', () => {
    it('answers an allowed origin’s preflight with the headers the SPA sends, before any handler', async () => {
      const before = await events();
      const response = await preflight(`${system.url}/api/v1/cinema/addCity`, ALLOWED);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      const allowedHeaders = response.headers.get('access-control-allow-headers')?.toLowerCase().split(',');
      expect(allowedHeaders).toEqual(
        expect.arrayContaining(['authorization', 'content-type', 'x-min-position', 'idempotency-key']),
      );
      expect(response.headers.get('access-control-allow-credentials')).toBeNull();
      expect(await events()).toBe(before);
    });

    it('lets an allowed origin read answers and the headers it needs', async () => {
      const response = await system.call('GET', '/cinema/getCities', { headers: { Origin: ALLOWED } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
      expect(response.headers.get('access-control-expose-headers')).toContain('x-read-model-stale');
    });

    it('gives any other origin no CORS headers and refuses its preflight before any handler', async () => {
      const before = await events();
      const refused = await preflight(`${system.url}/api/v1/cinema/addCity`, OTHER);
      expect(refused.status).toBe(403);
      expect(corsHeaders(refused.headers)).toEqual([]);
      const read = await system.call('GET', '/cinema/getCities', { headers: { Origin: OTHER } });
      expect(corsHeaders(read.headers)).toEqual([]);
      expect(await events()).toBe(before);
    });

    it('allows no origin at all by default (same origin only)', async () => {
      const plain = await startTestSystem(database);
      try {
        const refused = await preflight(`${plain.url}/api/v1/cinema/getCities`, ALLOWED);
        expect(refused.status).toBe(403);
        expect(corsHeaders(refused.headers)).toEqual([]);
      } finally {
        await plain.stop();
      }
    });

    it('applies the same policy on the standalone write-api and read-api', async () => {
      const write = await listen(
        createWriteApp({ ...system.write, findAccount: findAccountInStream(system.write), edge }),
      );
      const progress = createProjectionProgress({ readCheckpoint: () => readCheckpoint(system.db, 'main') });
      const read = await listen(createReadApp({ db: system.db, progress, tokens: system.tokens, edge }));
      try {
        for (const [service, path] of [
          [write, '/api/v1/cinema/addCity'],
          [read, '/api/v1/cinema/getCities'],
        ] as const) {
          const allowed = await preflight(`${service.url}${path}`, ALLOWED);
          expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED);
          const refused = await preflight(`${service.url}${path}`, OTHER);
          expect(refused.status).toBe(403);
          expect(corsHeaders(refused.headers)).toEqual([]);
        }
      } finally {
        await Promise.all([write.close(), read.close()]);
      }
    });
  });

  describe('trusted proxies and per-IP limits', () => {
    const login = (url: string, forwardedFor: string) =>
      fetch(`${url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
        body: JSON.stringify({ email: 'nobody@example.com', password: 'Wrong@1234' }),
      }).then((r) => r.status);

    it('without TRUST_PROXY, rotating X-Forwarded-For does not escape the login limit', async () => {
      const statuses = [];
      for (let i = 1; i <= 4; i++) statuses.push(await login(system.url, `203.0.113.${i}`));
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
    });

    it('with TRUST_PROXY=loopback, each forwarded client address has its own limit', async () => {
      const behindProxy = await startTestSystem(database, {
        env: { TRUST_PROXY: 'loopback', LOGIN_RATE_LIMIT: '3' },
      });
      try {
        const rotating = [];
        for (let i = 1; i <= 4; i++) rotating.push(await login(behindProxy.url, `203.0.113.${i}`));
        expect(rotating).not.toContain(429);
        const same = [];
        for (let i = 1; i <= 4; i++) same.push(await login(behindProxy.url, '198.51.100.7'));
        expect(same[3]).toBe(429);
      } finally {
        await behindProxy.stop();
      }
    });

    it('applies TRUST_PROXY on the standalone write-api too', async () => {
      const write = await listen(
        createWriteApp({
          ...system.write,
          rateLimits: { ...system.write.rateLimits, login: 3 },
          findAccount: findAccountInStream(system.write),
          edge: { CORS_ORIGINS: [], TRUST_PROXY: ['loopback'] },
        }),
      );
      try {
        const rotating = [];
        for (let i = 1; i <= 4; i++) rotating.push(await login(write.url, `203.0.113.${i}`));
        expect(rotating).not.toContain(429);
      } finally {
        await write.close();
      }
    });
  });
});
