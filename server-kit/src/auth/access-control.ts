import type { RequestHandler } from 'express';
import { API_BASE, routeList, type AccountType, type RouteDef, type RouteKey } from '@cinema/contracts';
import { forbidden, unauthorized } from '../http/app-error.ts';
import type { TokenService } from './tokens.ts';
import { identify } from './identify.ts';

export interface Caller {
  accountId: string;
  accountType: AccountType;
}

/**
 * Whether an account still exists, its current type, and since when its tokens count (a password
 * change ends every earlier session). Tokens of deleted accounts stop working.
 */
export type FindAccount = (
  accountId: string,
) => Promise<{ accountType: AccountType; tokensValidFrom?: Date | null } | null>;

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

const toMatcher = (path: string) => `${API_BASE}${path}`.toLowerCase();
const table = new Map(routeList.map((r) => [`${r.method} ${toMatcher(r.path)}`, r]));

export const findRoute = (method: string, path: string): (RouteDef & { key: RouteKey }) | undefined =>
  table.get(`${method.toUpperCase()} ${path.replace(/\/+$/, '').toLowerCase()}`);

/**
 * The one access decision for every API call, taken from the route table in contracts:
 * public routes pass without looking at any token (no lookup on the busiest paths); others need
 * a valid bearer token (401) of an existing account whose type the route allows (403).
 */
export function accessControl(tokens: TokenService, findAccount: FindAccount): RequestHandler {
  return async (req, _res, next) => {
    try {
      const route = findRoute(req.method, req.originalUrl.split('?')[0] ?? '');
      if (!route || route.access === 'public') return next();
      const caller = await identify(req.headers.authorization, tokens, findAccount);
      if (!caller) return next(unauthorized());
      req.caller = caller;
      if (!route.access.includes(caller.accountType)) return next(forbidden());
      next();
    } catch (error) {
      next(error);
    }
  };
}
