import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import { tooManyRequests } from '@cinema/server-kit';

export interface FailureBudgetOptions {
  windowMs: number;
  /** Failed attempts one client address may make per window. */
  limit: number;
  /** Whether a finished request failed (a request cut off before its answer counts as failed). */
  failed: (res: Response) => boolean;
  /** Requests of one address that may wait for a turn; beyond it, or after `maxWaitMs`, 429. */
  maxWaiting?: number;
  maxWaitMs?: number;
}

interface Tally {
  failures: number;
  /** When the window of the first failure ends (the failures then start over). */
  resetAt: number;
  inFlight: number;
  waiting: Set<() => void>;
}

/** Marks an answer as this limiter's own refusal, so it counts as nobody's failure. */
const LIMITED = 'failureBudgetRefused';

/**
 * A per-address limit that counts failed attempts only, so people who get it right (staff of one
 * office, a family signing up together) never use it up. express-rate-limit's
 * skipSuccessfulRequests counts a request while it runs and gives it back when it succeeds, so
 * concurrent successes are refused; a plain "check, then count failures when they finish" would let
 * any number of concurrent guesses past the check. Here a request starts only while its address's
 * failures plus its requests in flight stay under the limit; the others wait for a turn. So at
 * most `limit` failures ever get through per window, and successes only ever wait briefly.
 */
export function failureBudget(options: FailureBudgetOptions): RequestHandler {
  const { windowMs, limit, failed, maxWaiting = 200, maxWaitMs = 10_000 } = options;
  const tallies = new Map<string, Tally>();

  const tallyOf = (key: string) => {
    let tally = tallies.get(key);
    if (!tally) tallies.set(key, (tally = { failures: 0, resetAt: 0, inFlight: 0, waiting: new Set() }));
    if (tally.failures > 0 && tally.resetAt <= Date.now()) tally.failures = 0;
    return tally;
  };
  const idle = (t: Tally) => t.inFlight === 0 && t.waiting.size === 0 && t.failures === 0;
  const sweep = setInterval(
    () => {
      for (const key of tallies.keys()) if (idle(tallyOf(key))) tallies.delete(key);
    },
    Math.min(windowMs, 60_000),
  );
  sweep.unref();

  /** Resolves true once the request may start, false when it waited too long. */
  const turn = (tally: Tally) =>
    new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        tally.waiting.delete(wake);
        resolve(false);
      }, maxWaitMs);
      const wake = () => {
        clearTimeout(timer);
        resolve(true);
      };
      tally.waiting.add(wake);
    });

  return async (req, res, next) => {
    const key = ipKeyGenerator(clientAddress(req));
    let tally = tallyOf(key);
    while (tally.failures + tally.inFlight >= limit) {
      if (tally.failures >= limit) return refuse(res, next, tally.resetAt - Date.now());
      if (tally.waiting.size >= maxWaiting || !(await turn(tally))) return refuse(res, next, 1000);
      if (req.socket.destroyed) return;
      tally = tallyOf(key);
    }
    tally.inFlight += 1;
    let ended = false;
    const end = (cutOff: boolean) => {
      if (ended) return;
      ended = true;
      tally.inFlight -= 1;
      if (res.locals[LIMITED] !== true && (cutOff || failed(res))) {
        if (tally.failures === 0) tally.resetAt = Date.now() + windowMs;
        tally.failures += 1;
      }
      const woken = [...tally.waiting];
      tally.waiting.clear();
      for (const wake of woken) wake();
    };
    res.once('finish', () => end(false));
    res.once('close', () => end(!res.writableFinished));
    next();
  };
}

const clientAddress = (req: Request) => req.ip ?? req.socket.remoteAddress ?? '';

function refuse(res: Response, next: (error: unknown) => void, retryInMs: number) {
  res.locals[LIMITED] = true;
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryInMs / 1000))));
  next(tooManyRequests());
}
