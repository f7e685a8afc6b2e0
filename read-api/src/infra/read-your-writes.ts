import type { RequestHandler } from 'express';
import { POSITION_HEADER, positionSchema } from '@cinema/contracts';
import type { ProjectionProgress } from '@cinema/server-kit';

/**
 * A client that just wrote sends back the position it was given; the query waits (bounded by the
 * progress's longest wait unless `timeoutMs` is given) until the projector has applied it, so
 * people always see their own changes. On timeout, or at once for a position no write produced,
 * it answers with what it has and says so in a header rather than failing.
 */
export function readYourWrites(progress: ProjectionProgress, timeoutMs?: number): RequestHandler {
  return async (req, res, next) => {
    const parsed = positionSchema.safeParse(req.header(POSITION_HEADER));
    if (parsed.success && !(await progress.waitFor(parsed.data, timeoutMs)))
      res.setHeader('x-read-model-stale', 'true');
    next();
  };
}
