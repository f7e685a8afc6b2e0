import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler, notFoundHandler } from './error-handler.ts';
import { CACHE_IMMUTABLE, CACHE_PUBLIC, CACHE_REVALIDATE, serveSpa } from './serve-spa.ts';

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
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src '));
      expect(scriptSrc?.trim(), path).toBe(
        `script-src 'self' 'sha256-${sha256}' https://checkout.razorpay.com`,
      );
    }
  });

  it('does not serve the build manifest or other dot-folders', async () => {
    const response = await get('/.vite/manifest.json', 'identity');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(INDEX);
  });
});
