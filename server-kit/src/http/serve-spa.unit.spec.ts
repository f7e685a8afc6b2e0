import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler, notFoundHandler } from './error-handler.ts';
import { CACHE_IMMUTABLE, CACHE_PUBLIC, CACHE_REVALIDATE, serveSpa } from './serve-spa.ts';
import { securityHeaders } from './security-headers.ts';

const INLINE_SCRIPT = "\n  document.getElementById('root').dataset.ready = '1';\n";
const INDEX =
  '<!doctype html><html><body><div id="root"></div>' +
  `<script>${INLINE_SCRIPT}</script><script type="module" src="/assets/index-Ab12Cd34.js"></script>` +
  ' '.repeat(2000) +
  '</body></html>';
const SCRIPT = 'console.log("cinema");\n'.repeat(200);

/** A built SPA as the web build leaves it: each text file with its .br and .gz beside it. */
function writeDist(dir: string) {
  const write = (path: string, text: string) => {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  };
  write('index.html', INDEX);
  write('assets/index-Ab12Cd34.js', SCRIPT);
  write('favicon.svg', `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(500)}</svg>`);
  write('.vite/manifest.json', '{}');
}

let dist: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'serve-spa-'));
  writeDist(dist);
  const app = express();
  serveSpa(app, dist);
  app.use(notFoundHandler);
  app.use(errorHandler(() => {}));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, encoding = 'br, gzip') =>
  fetch(`${base}${path}`, { headers: { 'Accept-Encoding': encoding } });

/** Sources that would let the page reach any host over a scheme. */
const WILDCARDS = ['https:', 'http:', 'wss:', 'ws:', '*'];

/** One directive of a Content-Security-Policy header, as sent. */
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d === name || d.startsWith(`${name} `));

/** The page's CSP for a request with this Host header (fetch cannot set one). */
const cspWithHost = (host: string) =>
  new Promise<string>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    request({ hostname, port, path: '/', headers: { host } }, (res) => {
      res.resume();
      resolve(String(res.headers['content-security-policy'] ?? ''));
    })
      .on('error', reject)
      .end();
  });

describe('serving the built SPA', () => {
  it('sends the brotli file to a browser that accepts it, gzip to one that only takes gzip, plain otherwise', async () => {
    const br = await get('/assets/index-Ab12Cd34.js');
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('/assets/index-Ab12Cd34.js', 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it('caches hashed assets for a year, revalidates index.html, caches other public files for a day', async () => {
    expect((await get('/assets/index-Ab12Cd34.js')).headers.get('cache-control')).toBe(CACHE_IMMUTABLE);
    expect((await get('/assets/index-Ab12Cd34.js', 'identity')).headers.get('cache-control')).toBe(
      CACHE_IMMUTABLE,
    );
    expect((await get('/')).headers.get('cache-control')).toBe(CACHE_REVALIDATE);
    expect((await get('/index.html')).headers.get('cache-control')).toBe(CACHE_REVALIDATE);
    expect((await get('/favicon.svg')).headers.get('cache-control')).toBe(CACHE_PUBLIC);
  });

  it('answers client-side routes with index.html (200), compressed like any asset', async () => {
    for (const path of ['/', '/login', '/movies', '/LOGIN/', '/movie/Dune/abc123', '/movie/abc123']) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-encoding'), path).toBe('br');
      expect(await response.text(), path).toBe(INDEX); // fetch undoes the brotli
    }
  });

  it('answers an unknown path with 404 and the SPA, which draws its 404 page', async () => {
    for (const path of ['/some-unknown-page', '/movie/Dune/abc123/extra', '/login/extra']) {
      const response = await get(path, 'identity');
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(await response.text(), path).toBe(INDEX);
    }
  });

  it('never answers /api/ or /socket.io/ paths with the SPA: they get the JSON 404 envelope', async () => {
    for (const path of ['/api/v1/nope', '/api', '/api/v2/x', '/socket.io/x', '/Socket.IO/?EIO=4']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(await response.json(), path).toMatchObject({ success: false });
    }
  });

  it("allows index.html's inline script by its sha256 in the CSP, never by 'unsafe-inline'", async () => {
    const sha256 = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    for (const path of ['/', '/index.html', '/login', '/some-unknown-page']) {
      const csp = (await get(path)).headers.get('content-security-policy') ?? '';
      expect(directive(csp, 'script-src'), path).toBe(`script-src 'self' 'sha256-${sha256}'`);
    }
  });

  it('lets the page reach only its own origin: no scheme wildcard in any directive, WebSockets to its own host', async () => {
    const { port } = new URL(base);
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    for (const wildcard of WILDCARDS) expect(csp.split(/[\s;]+/)).not.toContain(wildcard);
    expect(directive(csp, 'connect-src')).toBe(
      `connect-src 'self' ws://127.0.0.1:${port} wss://127.0.0.1:${port}`,
    );
    expect(csp).not.toContain('razorpay');

    // The API's own answers carry the same policy without the page's script hashes.
    const api = express();
    api.use(securityHeaders());
    api.get('/api/v1/x', (_req, res) => void res.json({}));
    const server = api.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const apiPort = (server.address() as AddressInfo).port;
      const apiCsp = (await fetch(`http://127.0.0.1:${apiPort}/api/v1/x`)).headers.get(
        'content-security-policy',
      );
      for (const wildcard of WILDCARDS) expect(apiCsp?.split(/[\s;]+/)).not.toContain(wildcard);
      expect(directive(apiCsp ?? '', 'connect-src')).toBe(
        `connect-src 'self' ws://127.0.0.1:${apiPort} wss://127.0.0.1:${apiPort}`,
      );
    } finally {
      server.close();
    }
  });

  it('names no host in the policy from a Host header that is not a plain host', async () => {
    for (const host of ['evil.example;script-src *', "x' 'unsafe-inline", 'a b']) {
      const csp = await cspWithHost(host);
      expect(directive(csp, 'connect-src'), host).toBe("connect-src 'self'");
      expect(directive(csp, 'script-src'), host).not.toContain('*');
    }
  });

  it("adds Razorpay's own hosts, and only those, when Razorpay is configured", async () => {
    const razorpay = express();
    serveSpa(razorpay, dist, { razorpay: true });
    const server = razorpay.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const csp = (await fetch(`http://127.0.0.1:${port}/`)).headers.get('content-security-policy') ?? '';
      expect(directive(csp, 'script-src')).toMatch(
        /^script-src 'self' 'sha256-[^']+' https:\/\/checkout\.razorpay\.com$/,
      );
      expect(directive(csp, 'frame-src')).toBe(
        "frame-src 'self' https://checkout.razorpay.com https://api.razorpay.com",
      );
      expect(directive(csp, 'connect-src')).toBe(
        `connect-src 'self' ws://127.0.0.1:${port} wss://127.0.0.1:${port}`,
      );
    } finally {
      server.close();
    }
  });

  it('does not serve the build manifest or other dot-folders', async () => {
    const response = await get('/.vite/manifest.json', 'identity');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(INDEX);
  });
});
