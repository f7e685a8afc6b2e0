import { lookup } from 'node:dns/promises';
import { request, type RequestOptions } from 'node:https';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { z } from 'zod';
import { MOVIE_LIMITS, SERVER_MESSAGES } from '@cinema/contracts';
import { DomainError } from '@cinema/server-kit';
import { ImageTooLargeError } from './image-errors.ts';

/** The bytes of an image given by URL (then sniffed and re-encoded like an upload). */
export type PosterFetcher = (url: string) => Promise<Uint8Array>;

/** The URL is not one this server fetches: not https, a host not allowed, a non-public address. */
export class ImageUrlRefusedError extends DomainError {
  constructor(readonly reason: string) {
    super('IMAGE_URL_REFUSED', SERVER_MESSAGES.imageUrlRefused);
  }
}

/** The host did not hand the image over: unreachable, too slow, an error status, too many redirects. */
export class ImageUrlFailedError extends DomainError {
  constructor(readonly reason: string) {
    super('IMAGE_URL_FAILED', SERVER_MESSAGES.imageUrlFailed);
  }
}

const HOST_PATTERN = /^(\*\.)?([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * `POSTER_URL_HOSTS`: comma-separated host names movie images may be fetched from (`image.tmdb.org`),
 * or `*.example.com` for every subdomain of one. Empty (the default): none, images by URL are refused.
 */
export const posterUrlHostsSetting = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((host) => host.trim().toLowerCase().replace(/\.$/, ''))
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().refine((h) => HOST_PATTERN.test(h), 'each entry must be a host name (or *.example.com)'),
    ),
  );

/** Whether `host` (lower case) is one of `allowed`, or a subdomain of a `*.` entry. */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return allowed.some((entry) =>
    entry.startsWith('*.') ? name.endsWith(entry.slice(1)) && name.length > entry.length - 1 : name === entry,
  );
}

// Everything that is not a public unicast address: this host, private networks, carrier NAT,
// link-local (cloud metadata at 169.254.169.254), documentation, benchmarking, multicast, reserved,
// and IPv6's loopback, unique-local, link-local, site-local, multicast, and the ranges that embed
// an IPv4 address (mapped, NAT64, 6to4, Teredo) whose target would go unchecked.
// Two lists: a BlockList matches IPv4 addresses against its IPv6 rules too (as mapped addresses).
const NOT_PUBLIC_V4 = new BlockList();
const NOT_PUBLIC_V6 = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC_V4.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC_V6.addSubnet(network, prefix, 'ipv6');
const GLOBAL_UNICAST_V6 = new BlockList();
GLOBAL_UNICAST_V6.addSubnet('2000::', 3, 'ipv6');

/** Whether `address` is a public unicast IP address (the only kind a poster is fetched from). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !NOT_PUBLIC_V4.check(address, 'ipv4');
  if (family === 6) return GLOBAL_UNICAST_V6.check(address, 'ipv6') && !NOT_PUBLIC_V6.check(address, 'ipv6');
  return false;
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface PosterFetchOptions {
  /** Host names allowed (POSTER_URL_HOSTS); every redirect's target must be one too. */
  hosts: readonly string[];
  /** Largest image taken (default MOVIE_LIMITS.imageBytes, 5 MB). */
  maxBytes?: number;
  /** For the whole fetch, redirects included (default 10 s). */
  timeoutMs?: number;
  /** Redirects followed, each checked like the first URL (default 3). */
  maxRedirects?: number;
  /**
   * Which addresses may be connected to; default isPublicAddress. Only a test widens it (to reach
   * its own HTTPS server on 127.0.0.1): there is no setting for it.
   */
  addressAllowed?: (address: string) => boolean;
  /** Name resolution (default the system resolver, every address). */
  resolve?: (host: string) => Promise<ResolvedAddress[]>;
  /** CA certificates to trust besides the system's (a test's own server). */
  ca?: string | Buffer;
}

const systemResolve = (host: string) => lookup(host, { all: true, verbatim: true });
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Fetches a movie image by URL the way an upload arrives: https only, from an allowed host, at
 * most `maxBytes` within `timeoutMs`. The host name is resolved here and every address it has must
 * be public; the connection then goes to the checked address (the certificate is still checked
 * against the name), so DNS cannot point it elsewhere in between. Redirects are followed by hand, a
 * few at most, each target checked the same way.
 */
export function posterFetcher(options: PosterFetchOptions): PosterFetcher {
  const {
    hosts,
    maxBytes = MOVIE_LIMITS.imageBytes,
    timeoutMs = 10_000,
    maxRedirects = 3,
    addressAllowed = isPublicAddress,
    resolve = systemResolve,
    ca,
  } = options;

  return async (input) => {
    const signal = AbortSignal.timeout(timeoutMs);
    let url = checkedUrl(input);
    for (let redirects = 0; ; redirects++) {
      const target = await checkedAddress(url);
      const response = await get(url, target, signal);
      if (REDIRECTS.has(response.statusCode ?? 0)) {
        response.resume();
        const location = response.headers.location;
        if (!location) throw new ImageUrlFailedError(`${response.statusCode} without a Location`);
        if (redirects >= maxRedirects) throw new ImageUrlFailedError('too many redirects');
        url = checkedUrl(location, url);
        continue;
      }
      if (response.statusCode !== 200) {
        response.resume();
        throw new ImageUrlFailedError(`answered ${response.statusCode}`);
      }
      return readBody(response, signal);
    }
  };

  function checkedUrl(text: string, base?: URL): URL {
    let url: URL;
    try {
      url = new URL(text, base);
    } catch {
      throw new ImageUrlRefusedError('not a URL');
    }
    if (url.protocol !== 'https:') throw new ImageUrlRefusedError('not https');
    if (url.username || url.password) throw new ImageUrlRefusedError('credentials in the URL');
    if (!hostAllowed(hostOf(url), hosts)) throw new ImageUrlRefusedError(`host ${url.hostname} not allowed`);
    return url;
  }

  async function checkedAddress(url: URL): Promise<ResolvedAddress> {
    const host = hostOf(url);
    const family = isIP(host);
    let addresses: ResolvedAddress[];
    try {
      addresses = family ? [{ address: host, family }] : await resolve(host);
    } catch {
      throw new ImageUrlFailedError(`${host} does not resolve`);
    }
    if (addresses.length === 0) throw new ImageUrlFailedError(`${host} does not resolve`);
    // Every address must be public: one private answer among public ones is refused too.
    if (addresses.some((a) => !addressAllowed(a.address)))
      throw new ImageUrlRefusedError(`${host} resolves to a non-public address`);
    return addresses[0]!;
  }

  function get(url: URL, target: ResolvedAddress, signal: AbortSignal): Promise<IncomingMessage> {
    const host = hostOf(url);
    // Connect to the address checked above, whatever the resolver would say now.
    const pinned: LookupFunction = (_name, lookupOptions, callback) => {
      const family = target.family === 6 ? 6 : 4;
      if ((lookupOptions as { all?: boolean }).all)
        (callback as (e: null, a: ResolvedAddress[]) => void)(null, [{ address: target.address, family }]);
      else callback(null, target.address, family);
    };
    const requestOptions: RequestOptions = {
      host,
      port: url.port || 443,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: { accept: 'image/avif,image/webp,image/png,image/jpeg,*/*;q=0.5', 'user-agent': 'cine-yatra' },
      lookup: pinned,
      servername: isIP(host) ? undefined : host,
      agent: false,
      signal,
      ...(ca ? { ca } : {}),
    };
    return new Promise((resolveResponse, reject) => {
      const req = request(requestOptions, resolveResponse);
      req.once('error', (error) =>
        reject(
          signal.aborted ? new ImageUrlFailedError('timed out') : new ImageUrlFailedError(error.message),
        ),
      );
      req.end();
    });
  }

  function readBody(response: IncomingMessage, signal: AbortSignal): Promise<Uint8Array> {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      return Promise.reject(new ImageTooLargeError('bytes'));
    }
    return new Promise((done, fail) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          response.destroy();
          fail(new ImageTooLargeError('bytes'));
          return;
        }
        chunks.push(chunk);
      });
      response.once('end', () => done(new Uint8Array(Buffer.concat(chunks))));
      response.once('error', (error) =>
        fail(signal.aborted ? new ImageUrlFailedError('timed out') : new ImageUrlFailedError(error.message)),
      );
      response.once('close', () => {
        if (!response.complete) fail(new ImageUrlFailedError(signal.aborted ? 'timed out' : 'cut off'));
      });
    });
  }
}

/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
