import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Express, Request, RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { isSpaPath } from '@cinema/contracts/spa-paths';
import { contentSecurityPolicy } from './security-headers.ts';

/** Vite puts every content-hashed file here: a new build gives new names, so they never change. */
const HASHED_DIR = 'assets';
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: always revalidated (an ETag makes that a 304). */
export const CACHE_REVALIDATE = 'no-cache';
/** Unhashed files from web/public (favicon, banners, robots.txt): may change with a release. */
export const CACHE_PUBLIC = 'public, max-age=86400';

/** Paths the servers own: never answered with the SPA, so a wrong API call gets the JSON 404. */
const isServerPath = (path: string) => /^\/(api|socket\.io)(\/|$)/i.test(path);

/**
 * Serves the built SPA: the brotli or gzip file the build wrote next to each asset (by the
 * request's Accept-Encoding, with `Vary: Accept-Encoding`), hashed assets cached for a year,
 * everything else revalidated or cached briefly. A client-side route gets index.html (200); an
 * unknown path gets index.html with 404, and the SPA draws its 404 page. No-op until it is built.
 * The page's inline scripts (the splash) are allowed by their hashes in its Content-Security-Policy,
 * read from the built index.html at start (a rebuild needs a restart, like its new asset names do);
 * Razorpay's hosts only when `razorpay` says it is configured; images may also come from
 * `imageOrigin` (PUBLIC_URL's origin: image URLs are absolute under it).
 */
export function serveSpa(
  app: Express,
  webDist: string | undefined,
  { razorpay = false, imageOrigin }: { razorpay?: boolean; imageOrigin?: string } = {},
) {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return;
  const files = expressStaticGzip(webDist, {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    serveStatic: {
      index: false,
      cacheControl: false,
      setHeaders: (res, path) => res.setHeader('Cache-Control', cacheControlFor(webDist, path)),
    },
  }) as RequestHandler;
  const isRead = (req: Request) => req.method === 'GET' || req.method === 'HEAD';
  const scriptHashes = inlineScriptHashes(readFileSync(join(webDist, 'index.html'), 'utf8'));
  const csp = contentSecurityPolicy({ scriptHashes, razorpay, imageOrigin });

  app.use((req, res, next) => {
    if (!isRead(req) || isServerPath(req.path)) return next();
    csp(req, res, () => files(req, res, next));
  });
  app.use((req, res, next) => {
    if (!isRead(req) || isServerPath(req.path)) return next();
    if (!isSpaPath(req.path)) res.status(404);
    req.url = '/index.html';
    files(req, res, next);
  });
}

/** `'sha256-…'` CSP sources of the inline classic scripts of an HTML page (not `src=` or JSON ones). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes))
      continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

function cacheControlFor(webDist: string, file: string): string {
  const path = relative(webDist, file);
  if (path.startsWith(`${HASHED_DIR}${sep}`)) return CACHE_IMMUTABLE;
  return /\.html(\.br|\.gz)?$/.test(path) ? CACHE_REVALIDATE : CACHE_PUBLIC;
}
