import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Express, Request, RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { isSpaPath } from '@cinema/contracts/spa-paths';

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
 */
export function serveSpa(app: Express, webDist: string | undefined) {
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

  app.use((req, res, next) => (isRead(req) && !isServerPath(req.path) ? files(req, res, next) : next()));
  app.use((req, res, next) => {
    if (!isRead(req) || isServerPath(req.path)) return next();
    if (!isSpaPath(req.path)) res.status(404);
    req.url = '/index.html';
    files(req, res, next);
  });
}

function cacheControlFor(webDist: string, file: string): string {
  const path = relative(webDist, file);
  if (path.startsWith(`${HASHED_DIR}${sep}`)) return CACHE_IMMUTABLE;
  return /\.html(\.br|\.gz)?$/.test(path) ? CACHE_REVALIDATE : CACHE_PUBLIC;
}
