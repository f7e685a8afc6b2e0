import cors from 'cors';
import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import { POSITION_HEADER } from '@cinema/contracts';
import { forbidden } from './app-error.ts';

/** `CORS_ORIGINS`: comma-separated origins (`https://app.example.com`); empty = same origin only. */
export const corsOriginsSetting = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(
    z.array(
      z.string().refine(isOrigin, 'each entry must be an origin like https://app.example.com (no path)'),
    ),
  );

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/**
 * Browsers on the listed origins may call the API with a bearer token; any other origin gets no
 * CORS headers at all, and its preflight is refused here before any route (or guard) runs.
 * Tokens travel in `Authorization`, never in cookies, so credentials mode stays off.
 */
export function corsPolicy(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  const answer = cors({
    origin: true, // reflects the request's origin, which was checked against the list below
    methods: ['GET', 'HEAD', 'POST', 'PUT'],
    allowedHeaders: ['Authorization', 'Content-Type', POSITION_HEADER, 'Idempotency-Key', 'If-Match'],
    exposedHeaders: ['x-read-model-stale', 'RateLimit', 'RateLimit-Policy', 'Retry-After', 'ETag'],
    maxAge: 600,
  });
  return (req, res, next) => {
    const origin = req.header('origin');
    if (origin !== undefined && allowed.has(origin)) return answer(req, res, next);
    // The answer differs per origin: caches must not hand one origin's response to another.
    if (allowed.size > 0) res.vary('Origin');
    if (isPreflight(req)) return next(forbidden());
    next();
  };
}

const isPreflight = (req: Request) =>
  req.method === 'OPTIONS' &&
  req.header('origin') !== undefined &&
  req.header('access-control-request-method') !== undefined;
