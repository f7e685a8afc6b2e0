import { mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler, notFoundHandler } from '../http/error-handler.ts';
import { serveSpa } from '../http/serve-spa.ts';
import { fileMediaStore } from './file-media-store.ts';
import { serveMedia } from './serve-media.ts';

const ID = '0123456789abcdef0123456789abcdef';
const WEBP = Buffer.from('RIFF....WEBPVP8 fake image bytes');

let base: string;
let close: () => void;
let mediaDir: string;

// Wired as read-api and the one-process host wire it: media, then the SPA with its 404 page.
beforeAll(async () => {
  mediaDir = mkdtempSync(join(tmpdir(), 'media-'));
  const dist = mkdtempSync(join(tmpdir(), 'spa-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'secret.txt'), 'not media');
  const store = fileMediaStore(mediaDir);
  await store.put(`${ID}-480.webp`, WEBP, 'image/webp');
  const app = express();
  app.use('/media', serveMedia(store));
  serveSpa(app, dist);
  app.use(notFoundHandler);
  app.use(errorHandler(() => {}));
  const server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close?.());

describe('serving media', () => {
  it('serves a stored file with its type, cached for a year as immutable', async () => {
    const response = await fetch(`${base}/media/${ID}-480.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(WEBP);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(`${base}/media/${ID}-480.webp`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(WEBP.length));
    expect(await response.text()).toBe('');
  });

  it.each([
    `/media/${ID}-480.jpg`,
    `/media/${ID}-480.WEBP`,
    `/media/${ID.toUpperCase()}-480.webp`,
    '/media/..%2fsecret.txt',
    '/media/..%2fsecret.txt%00.webp',
    `/media/x/${ID}-480.webp`,
    '/media/',
    '/media',
  ])('answers %s with the JSON 404, never the app page', async (path) => {
    const response = await fetch(`${base}${path}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false });
  });

  it('answers other methods with a 404', async () => {
    const response = await fetch(`${base}/media/${ID}-480.webp`, { method: 'POST' });
    expect(response.status).toBe(404);
  });
});

describe('the file media store', () => {
  it.each(['../escape.webp', 'a/b.webp', `${ID}-480.png`, `${ID}-480.webp.tmp`])(
    'refuses to write %s',
    async (name) => {
      await expect(fileMediaStore(mediaDir).put(name, WEBP, 'image/webp')).rejects.toThrow();
    },
  );

  it('refuses a content type that does not match the name', async () => {
    await expect(fileMediaStore(mediaDir).put(`${ID}-240.webp`, WEBP, 'image/jpeg')).rejects.toThrow();
  });

  it('finds nothing under a name it does not have', async () => {
    expect(await fileMediaStore(mediaDir).get(`${ID}-9.webp`)).toBeNull();
  });
});
