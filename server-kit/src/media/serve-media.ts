import type { RequestHandler } from 'express';
import { notFound } from '../http/app-error.ts';
import { CACHE_IMMUTABLE } from '../http/serve-spa.ts';
import { mediaContentType, type MediaStore } from './media-store.ts';

/**
 * GET/HEAD `<mount>/<name>` from the media store; mount it at MEDIA_PATH before the SPA. Names are
 * content-addressed, so a file is cached for a year as immutable. Every other path or method under
 * the mount is a 404 here: it never falls through to the SPA's 404 page. `crossOrigin` (a
 * PUBLIC_URL is configured) lets pages of other origins embed the images
 * (`Cross-Origin-Resource-Policy: cross-origin` instead of helmet's same-origin): the store holds
 * only public movie images, each re-encoded by the server, never anything a caller owns.
 */
export function serveMedia(
  store: MediaStore | undefined,
  { crossOrigin = false }: { crossOrigin?: boolean } = {},
): RequestHandler {
  return async (req, res, next) => {
    const name = req.path.slice(1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !mediaContentType(name) || !store)
      return next(notFound());
    const found = await store.get(name);
    if (!found) return next(notFound());
    res.set({
      'Content-Type': found.contentType,
      'Cache-Control': CACHE_IMMUTABLE,
      'X-Content-Type-Options': 'nosniff',
      ...(crossOrigin ? { 'Cross-Origin-Resource-Policy': 'cross-origin' } : {}),
    });
    res.send(Buffer.from(found.bytes.buffer, found.bytes.byteOffset, found.bytes.byteLength));
  };
}
