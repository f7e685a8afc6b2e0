import { Router, type RequestHandler, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { apiPath, type RouteKey } from '@cinema/contracts';
import { tooManyRequests } from '@cinema/server-kit';
import type { RateLimits } from '../../deps.ts';
import { failureBudget } from './failure-budget.ts';

/** Set by a route that answered "wrong code", so only those answers count against the IP. */
export const markWrongOtp = (res: Response) => {
  res.locals.wrongOtp = true;
};

/** A refused attempt (wrong password, wrong or missing code, bad input), not a server fault. */
const refused = (res: Response) => res.statusCode >= 400 && res.statusCode < 500;

/**
 * Per-IP limits in front of the account calls (per-email limits live in the OTP decider and the
 * send shares). Login, signup and reset count failed attempts only (see failureBudget), so many
 * people behind one address who get it right are never refused. Wrong codes have their own,
 * smaller budget: below the per-code limit, so one address cannot use up the owner's code, and
 * once spent its tries never reach the code at all. OTP sends cost a mail each: every send counts.
 */
export function accountRateLimits(limits: RateLimits): Router {
  const router = Router();
  const otp = rateLimit({
    windowMs: limits.windowMs,
    limit: limits.otp,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(tooManyRequests()),
  });
  const failures = (limit: number, failed = refused) =>
    failureBudget({ windowMs: limits.windowMs, limit, failed });
  // Password guesses at login and code guesses at reset share one budget.
  const login = failures(limits.login);
  const signup = failures(limits.login);
  const wrongOtp = failures(limits.wrongOtp, (res) => res.locals.wrongOtp === true);
  const guarded: [RouteKey, ...RequestHandler[]][] = [
    ['sendOtp', otp],
    ['sendResetOtp', otp],
    ['login', login],
    ['signup', signup, wrongOtp],
    ['resetPassword', login, wrongOtp],
  ];
  for (const [key, ...handlers] of guarded) router.post(apiPath(key), ...handlers);
  return router;
}
