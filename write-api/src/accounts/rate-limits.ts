import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { apiPath, type RouteKey } from '@cinema/contracts';
import { tooManyRequests } from '@cinema/server-kit';
import type { RateLimits } from '../deps.ts';

/** Per-IP limits in front of login and OTP sends (per-email limits live in the OTP decider). */
export function accountRateLimits(limits: RateLimits): Router {
  const router = Router();
  const limiter = (limit: number) =>
    rateLimit({
      windowMs: limits.windowMs,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      handler: (_req, _res, next) => next(tooManyRequests()),
    });
  const otp = limiter(limits.otp);
  const login = limiter(limits.login);
  const guarded: [RouteKey, typeof otp][] = [
    ['sendOtp', otp],
    ['sendResetOtp', otp],
    ['login', login],
    ['resetPassword', login],
  ];
  for (const [key, handler] of guarded) router.post(apiPath(key), handler);
  return router;
}
