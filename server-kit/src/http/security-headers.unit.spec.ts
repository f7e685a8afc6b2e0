import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspDirectives, securityHeaders } from './security-headers.ts';

const VARYING = new Set(['date', 'etag', 'content-length', 'keep-alive', 'connection']);

async function listen(app: express.Express) {
  app.get('/api/v1/x', (_req, res) => void res.json({}));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

// fetch may not set Host (a forbidden header), so a plain request does.
const headersOf = (url: string, host: string) =>
  new Promise<Record<string, unknown>>((resolve, reject) => {
    request(url, { headers: { Host: host } }, (response) => {
      response.resume();
      resolve(Object.fromEntries(Object.entries(response.headers).filter(([name]) => !VARYING.has(name))));
    })
      .on('error', reject)
      .end();
  });

describe('security headers on API answers', () => {
  let ours: Awaited<ReturnType<typeof listen>>;
  let plain: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    ours = await listen(express().use(securityHeaders()));
    plain = await listen(express().use(helmet({ contentSecurityPolicy: { directives: cspDirectives() } })));
  });
  afterAll(() => {
    ours.server.close();
    plain.server.close();
  });

  it("are helmet's own, on the first answer and on every later one (remembered per host)", async () => {
    const expected = await headersOf(`${plain.base}/api/v1/x`, 'cinema.example');
    expect(expected['x-content-type-options']).toBe('nosniff');
    expect(expected['x-powered-by']).toBeUndefined();
    for (let i = 0; i < 3; i++)
      expect(await headersOf(`${ours.base}/api/v1/x`, 'cinema.example')).toEqual(expected);
  });

  it('name each host its own WebSockets, even after another host was remembered', async () => {
    for (const host of ['a.example', 'b.example', 'a.example']) {
      const csp = String((await headersOf(`${ours.base}/api/v1/x`, host))['content-security-policy']);
      expect(csp).toContain(`connect-src 'self' ws://${host} wss://${host}`);
    }
  });

  it('stay correct for hosts beyond the remembered ones', async () => {
    for (let i = 0; i < 40; i++) {
      const host = `h${i}.example`;
      const csp = String((await headersOf(`${ours.base}/api/v1/x`, host))['content-security-policy']);
      expect(csp).toContain(`ws://${host} `);
    }
  });
});
