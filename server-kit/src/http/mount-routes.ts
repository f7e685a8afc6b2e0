import { Router, type Request, type Response } from 'express';
import { API_BASE, routes, type RouteKey } from '@cinema/contracts';
import type { z } from 'zod';
import type { Caller } from '../auth/access-control.ts';
import { fromZodError } from './error-handler.ts';

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

/**
 * Registers handlers at the method and path the contracts' route table gives them, parsing the
 * body with the route's zod schema first: bad input never reaches a handler.
 */
export function mountRoutes(handlers: RouteHandlers): Router {
  const router = Router();
  for (const key of Object.keys(handlers) as RouteKey[]) {
    const def = routes[key];
    const handler = handlers[key] as RouteHandler<RouteKey>;
    const method = def.method.toLowerCase() as 'get' | 'post' | 'put';
    router[method](`${API_BASE}${def.path}`, async (req, res) => {
      const parsed = def.request.safeParse(def.method === 'GET' ? undefined : (req.body ?? {}));
      if (!parsed.success) throw fromZodError(parsed.error);
      const body = await handler(parsed.data as never, { caller: req.caller, req, res });
      res.json(body);
    });
  }
  return router;
}
