import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  hostAllowed,
  isPublicAddress,
  posterFetcher,
  posterUrlHostsSetting,
  type PosterFetchOptions,
} from './fetch-poster.ts';
import { opensslAvailable, startPosterHost, type PosterHost, type Route } from './poster-host-kit.ts';

const refused = { code: 'IMAGE_URL_REFUSED' };
const failed = { code: 'IMAGE_URL_FAILED' };
const tooLarge = { code: 'IMAGE_TOO_LARGE' };

describe('which addresses a poster may come from', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '10.0.0.5',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.10',
    '169.254.169.254', // cloud metadata
    '100.64.0.1', // carrier NAT
    '0.0.0.0',
    '192.0.2.1',
    '198.18.0.1',
    '224.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'fec0::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1', // NAT64 of 127.0.0.1
    '2002:7f00:1::1', // 6to4 of 127.0.0.1
    '2001:db8::1',
    '2001::1', // Teredo
    'localhost',
    'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['8.8.8.8', '1.1.1.1', '151.101.1.69', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e'])(
    'takes the public address %s',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );
});

describe('POSTER_URL_HOSTS', () => {
  it('is empty unless set, and lists host names or *.domain patterns', () => {
    expect(posterUrlHostsSetting.parse(undefined)).toEqual([]);
    expect(posterUrlHostsSetting.parse(' Image.TMDB.org, *.cdn.example.com ,')).toEqual([
      'image.tmdb.org',
      '*.cdn.example.com',
    ]);
    expect(posterUrlHostsSetting.safeParse('https://image.tmdb.org').success).toBe(false);
    expect(posterUrlHostsSetting.safeParse('image.tmdb.org/t/p').success).toBe(false);
  });

  it('allows a listed host, and a *. entry’s subdomains only', () => {
    const allowed = ['image.tmdb.org', '*.cdn.example.com'];
    expect(hostAllowed('image.tmdb.org', allowed)).toBe(true);
    expect(hostAllowed('IMAGE.tmdb.org.', allowed)).toBe(true);
    expect(hostAllowed('a.cdn.example.com', allowed)).toBe(true);
    expect(hostAllowed('a.b.cdn.example.com', allowed)).toBe(true);
    expect(hostAllowed('cdn.example.com', allowed)).toBe(false);
    expect(hostAllowed('evilcdn.example.com', allowed)).toBe(false);
    expect(hostAllowed('image.tmdb.org.evil.com', allowed)).toBe(false);
    expect(hostAllowed('tmdb.org', allowed)).toBe(false);
  });
});

describe('refusals decided before any connection', () => {
  const fetchPoster = posterFetcher({ hosts: ['posters.example.com'] });
  it.each([
    ['http://posters.example.com/a.png', 'not https'],
    ['ftp://posters.example.com/a.png', 'another scheme'],
    ['https://elsewhere.example.com/a.png', 'a host not listed'],
    ['https://user:pass@posters.example.com/a.png', 'credentials'],
    ['/relative/a.png', 'not a URL'],
    ['', 'empty'],
  ])('refuses %s (%s)', async (url) => {
    await expect(fetchPoster(url)).rejects.toMatchObject(refused);
  });

  it('refuses everything when no host is allowed (the default)', async () => {
    await expect(posterFetcher({ hosts: [] })('https://image.tmdb.org/a.png')).rejects.toMatchObject(refused);
  });
});

describe.skipIf(!opensslAvailable)('fetching from an image host (a local HTTPS server)', () => {
  let host: PosterHost;
  let png: Buffer;
  /** Names the tests play, resolved by hand: the first to this machine, the others wherever told. */
  const dns: Record<string, string[]> = {
    'posters.test': ['127.0.0.1'],
    'mixed.test': ['127.0.0.1', '10.0.0.5'],
    'internal.test': ['10.0.0.5'],
    'loopback.test': ['127.0.0.1'],
  };
  const resolve = async (name: string) => (dns[name] ?? []).map((address) => ({ address, family: 4 }));
  /** A fetcher that may reach this machine's 127.0.0.1 (and public addresses), as only a test may. */
  const testFetcher = (over: Partial<PosterFetchOptions> = {}) =>
    posterFetcher({
      hosts: ['posters.test', 'mixed.test', 'internal.test', 'loopback.test'],
      resolve,
      ca: host.ca,
      addressAllowed: (address) => address === '127.0.0.1' || isPublicAddress(address),
      ...over,
    });

  beforeAll(async () => {
    png = await sharp({ create: { width: 300, height: 450, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const redirect =
      (to: () => string): Route =>
      (_req, res) =>
        void res.writeHead(302, { location: to() }).end();
    host = await startPosterHost(Object.keys(dns), {
      '/poster.png': (_req, res) => void res.writeHead(200, { 'content-type': 'image/png' }).end(png),
      '/moved': redirect(() => host.url('posters.test', '/poster.png')),
      '/to-internal': redirect(() => host.url('internal.test', '/poster.png')),
      '/to-loopback-address': redirect(() => `https://127.0.0.2:${host.port}/poster.png`),
      '/to-http': redirect(() => `http://posters.test:${host.port}/poster.png`),
      '/to-unlisted': redirect(() => host.url('unlisted.test', '/poster.png')),
      '/loop': redirect(() => host.url('posters.test', '/loop')),
      '/huge': (_req, res) => void res.writeHead(200, { 'content-length': String(6 * 1024 * 1024) }).end(),
      '/endless': (_req, res) => {
        res.writeHead(200);
        const chunk = Buffer.alloc(64 * 1024);
        const more = () => {
          if (!res.destroyed && res.write(chunk)) setImmediate(more);
          else if (!res.destroyed) res.once('drain', more);
        };
        more();
      },
      '/slow': (_req, res) => void setTimeout(() => res.writeHead(200).end(png), 2_000),
      '/missing-type': (_req, res) => void res.writeHead(500).end(),
    });
  });
  afterAll(() => host?.close());

  it('fetches the image, following a redirect to an allowed host', async () => {
    expect(Buffer.from(await testFetcher()(host.url('posters.test', '/poster.png')))).toEqual(png);
    expect(Buffer.from(await testFetcher()(host.url('posters.test', '/moved')))).toEqual(png);
  });

  it('refuses loopback and private addresses by default, before connecting', async () => {
    const before = host.requests.length;
    const byDefault = posterFetcher({ hosts: ['posters.test', 'internal.test'], resolve, ca: host.ca });
    await expect(byDefault(host.url('posters.test', '/poster.png'))).rejects.toMatchObject(refused);
    await expect(byDefault(host.url('internal.test', '/poster.png'))).rejects.toMatchObject(refused);
    expect(host.requests.length).toBe(before);
  });

  it('refuses a name with any non-public address among its answers', async () => {
    const before = host.requests.length;
    await expect(testFetcher()(host.url('mixed.test', '/poster.png'))).rejects.toMatchObject(refused);
    expect(host.requests.length).toBe(before);
  });

  it('refuses redirects to private or loopback addresses, to http, and to hosts not listed', async () => {
    for (const path of ['/to-internal', '/to-loopback-address', '/to-http', '/to-unlisted'])
      await expect(testFetcher()(host.url('posters.test', path)), path).rejects.toMatchObject(refused);
    // By default the first hop is already refused.
    const byDefault = posterFetcher({ hosts: ['posters.test', 'internal.test'], resolve, ca: host.ca });
    await expect(byDefault(host.url('posters.test', '/to-internal'))).rejects.toMatchObject(refused);
    expect(host.requests.filter((r) => r.startsWith('internal.test'))).toEqual([]);
  });

  it('follows a few redirects at most', async () => {
    await expect(testFetcher()(host.url('posters.test', '/loop'))).rejects.toMatchObject(failed);
    expect(host.requests.filter((r) => r.endsWith('/loop')).length).toBe(4); // the URL and 3 redirects
  });

  it('stops at 5 MB, whether the size is announced or not', async () => {
    await expect(testFetcher()(host.url('posters.test', '/huge'))).rejects.toMatchObject(tooLarge);
    await expect(testFetcher()(host.url('posters.test', '/endless'))).rejects.toMatchObject(tooLarge);
  });

  it('gives up on a slow host, an error status and a certificate it does not trust', async () => {
    await expect(testFetcher({ timeoutMs: 300 })(host.url('posters.test', '/slow'))).rejects.toMatchObject(
      failed,
    );
    await expect(testFetcher()(host.url('posters.test', '/missing-type'))).rejects.toMatchObject(failed);
    await expect(
      testFetcher({ ca: undefined })(host.url('posters.test', '/poster.png')),
    ).rejects.toMatchObject(failed);
  });
});
