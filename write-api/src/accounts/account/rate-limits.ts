import { Router, type Response } from 'express';
import { rateLimit, type Options } from 'express-rate-limit';
import { apiPath, type RouteKey } from '@cinema/contracts';
import { tooManyRequests } from '@cinema/server-kit';
import type { RateLimits } from '../../deps.ts';

/** Set by a route that answered "wrong code", so only those answers count against the IP. */
export const markWrongOtp = (res: Response) => {
  res.locals.wrongOtp = true;
};

/**
 * Per-IP limits in front of the account calls (per-email limits live in the OTP decider and the
 * send shares). Wrong codes have their own, smaller budget: below the per-code limit, so one
 * address cannot use up the owner's code, and once spent its tries never reach the code at all.
 */
export function accountRateLimits(limits: RateLimits): Router {
  const router = Router();
  const limiter = (limit: number, options: Partial<Options> = {}) =>
    rateLimit({
      windowMs: limits.windowMs,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (_req, _res, next) => next(tooManyRequests()),
      ...options,
    });
  const otp = limiter(limits.otp);
  const login = limiter(limits.login);
  const signup = limiter(limits.login);
  const wrongOtp = limiter(limits.wrongOtp, {
    skipSuccessfulRequests: true,
    requestWasSuccessful: (_req, res) => res.locals.wrongOtp !== true,
  });
  const guarded: [RouteKey, ...(typeof otp)[]][] = [
    ['sendOtp', otp],
    ['sendResetOtp', otp],
    ['login', login],
    ['signup', signup, wrongOtp],
    ['resetPassword', login, wrongOtp],
  ];
  for (const [key, ...handlers] of guarded) router.post(apiPath(key), ...handlers);
  return router;
}
