import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import {
  API_BASE,
  routeList,
  type RouteDef,
  type routes,
  type RouteKey,
  type Service,
} from '@cinema/contracts';
import type { z } from 'zod';
import type { AccessGuard, Caller } from '../auth/access-control.ts';
import { notFound } from './app-error.ts';
import { errorHandler, fromZodError } from './error-handler.ts';
import { jsonBody } from './json-body.ts';
import { sendJson } from './json-answer.ts';
import { multipartBody } from './multipart-body.ts';

type RouteInput<K extends RouteKey> = z.output<(typeof routes)[K]['request']>;
type RouteOutput<K extends RouteKey> = z.input<(typeof routes)[K]['response']>;

export interface HandlerContext {
  caller: Caller | undefined;
  req: Request;
  res: Response;
}

export type RouteHandler<K extends RouteKey> = (
  input: RouteInput<K>,
  ctx: HandlerContext,
) => Promise<RouteOutput<K>>;

export type RouteHandlers = { [K in RouteKey]?: RouteHandler<K> };

export interface MountOptions {
  /** Which service's rows of the route table to mount. */
  service: Service;
  guard: AccessGuard;
  handlers: RouteHandlers;
  /** Middleware run after the guard has passed and the body was read (idempotency). */
  beforeHandler?: RequestHandler[];
}

/**
 * Mounts every route of the table that `service` answers, each as guard → body → handler on one
 * Express route, so no handler can run without its own access check. A table route whose feature
 * is not built yet still checks access, then answers 404. Paths outside the table reach nothing.
 *
 * A request goes straight to the router of its path (one map lookup), where Express matches the
 * method and path as it always does; trying the table's routes one by one cost every call about
 * as much as its access check. A refusal is answered right there, by the same error handler as
 * the app's last one: passed on, it walked every later layer of the app first (a rush on one
 * screening refuses most of its calls).
 */
export function mountRoutes({ service, guard, handlers, beforeHandler = [] }: MountOptions): Router {
  const byPath = new Map<string, Router>();
  for (const { key, ...def } of routeList.filter((r) => r.service === service)) {
    const handler = handlers[key] as RouteHandler<RouteKey> | undefined;
    const method = def.method.toLowerCase() as 'get' | 'post' | 'put';
    const body = def.method === 'GET' ? [] : [bodyReader(def.body)];
    const path = `${API_BASE}${def.path}`;
    const pathId = pathKey(path);
    let router = byPath.get(pathId);
    if (!router) byPath.set(pathId, (router = Router()));
    router[method](
      path,
      ...(answersPrivately(def) ? [noStore] : []),
      guard(def.access),
      ...body,
      ...beforeHandler,
      async (req, res) => {
        if (!handler) throw notFound();
        const input = def.method === 'GET' ? undefined : def.body === 'raw' ? req.body : (req.body ?? {});
        const parsed = def.request.safeParse(input);
        if (!parsed.success) throw fromZodError(parsed.error);
        const answer = await handler(parsed.data as never, { caller: req.caller, req, res });
        if (def.answer !== 'stream') await sendJson(res, answer, { etag: def.method === 'GET' });
      },
    );
  }
  const answerError = errorHandler();
  for (const router of byPath.values()) router.use(answerError);
  const dispatch = Router();
  dispatch.use((req, res, next) => {
    const router = byPath.get(pathKey(req.path));
    if (router) router(req, res, next);
    else next();
  });
  return dispatch;
}

/** A path as Express matches it by default: case-insensitive, one trailing slash optional. */
const pathKey = (path: string) => {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
};

/**
 * Answers no cache may keep: every route that needs a caller (bookings with ticket tokens and QR
 * codes, holds, revenue, the sandbox checkout…) and every POST/PUT (login and signup answer a
 * token). Public catalog GETs stay cacheable. Set before the guard, so its 401/403 carry it too.
 */
const answersPrivately = (def: RouteDef) => def.access !== 'public' || def.method !== 'GET';

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};

// Signed callbacks (payment webhooks) verify the exact bytes, so they get them unparsed.
const rawBody = express.raw({ type: () => true, limit: '100kb' });

const bodyReader = (kind: RouteDef['body']) =>
  kind === 'raw' ? rawBody : kind === 'multipart' ? multipartBody() : jsonBody();

/** API methods the table uses; anything else (OPTIONS, TRACE, PATCH…) matches no route. */
const TABLE_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT']);

/**
 * Put before the routers under API_BASE: other methods get the JSON 404 instead of Express's
 * automatic OPTIONS answer. (CORS preflights are answered before this by the CORS middleware.)
 */
export const onlyTableMethods: RequestHandler = (req, _res, next) =>
  TABLE_METHODS.has(req.method) ? next() : next(notFound());
