import type { RequestHandler } from 'express';
import type { Access, AccountType } from '@cinema/contracts';
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

/** Builds the guard middleware for one route's access rule. */
export type AccessGuard = (access: Access) => RequestHandler;

const passPublic: RequestHandler = (_req, _res, next) => next();

/**
 * The access decision of a route, mounted together with its handler (see mountRoutes), so the
 * check that runs is always the one of the handler that runs, however the request line is spelled.
 * Public routes pass without looking at any token (no lookup on the busiest paths); others need a
 * valid bearer token (401) of an existing account whose type the route allows (403).
 */
export function createAccessGuard(tokens: TokenService, findAccount: FindAccount): AccessGuard {
  return (access) => {
    if (access === 'public') return passPublic;
    const allowed: readonly AccountType[] = access;
    return async (req, _res, next) => {
      try {
        const caller = await identify(req.headers.authorization, tokens, findAccount);
        if (!caller) return next(unauthorized());
        req.caller = caller;
        if (!allowed.includes(caller.accountType)) return next(forbidden());
        next();
      } catch (error) {
        next(error);
      }
    };
  };
}
