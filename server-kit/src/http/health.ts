import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import express, { Router, type Request } from 'express';
import { AppError } from './app-error.ts';

/**
 * One readiness check: resolves with what it found (lag, counts…) when its dependency answers,
 * throws (or exceeds the timeout) when it does not. Details go to operators only (see `details`),
 * and still hold no secrets.
 */
export type ReadinessCheck = () => Promise<object>;
export type ReadinessChecks = Record<string, ReadinessCheck>;

export interface HealthOptions {
  /** A check that has not answered by then counts as failed. Default 2 s. */
  timeoutMs?: number;
  /**
   * Who reads what the checks found (lag, outbox counts, lease owners, database sessions):
   * `'public'` on a port of its own that only operators reach (the projector's HEALTH_PORT), or
   * only a caller sending `Authorization: Bearer <token>`. Default: nobody; the others get the
   * verdict alone.
   */
  details?: 'public' | { token: string | undefined };
}

export const HEALTH_TOKEN_INVALID = 'The health token is wrong, or no HEALTH_TOKEN is configured';

type CheckResult = { ok: true } & object;
type FailedCheck = { ok: false; error: string };

/**
 * GET /healthz: the process is up (no I/O, always 200).
 * GET /readyz: every check answers → 200, any fails → 503, with `{ status }`; the checks' details
 * only for operators (see HealthOptions.details). A wrong token is refused (401) rather than
 * quietly answered without details. Outside the API base and the route table: load balancers and
 * orchestrators call these, not people.
 */
export function healthRoutes(checks: ReadinessChecks, options: HealthOptions = {}): Router {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const mayReadDetails = detailsPolicy(options.details ?? { token: undefined });
  const started = Date.now();
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store');
    res.json({ status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000) });
  });
  router.get('/readyz', async (req, res) => {
    const details = mayReadDetails(req);
    const entries = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => [name, await runCheck(check, timeoutMs)] as const),
    );
    const ready = entries.every(([, result]) => result.ok);
    res.set('cache-control', 'no-store');
    const status = ready ? 'ready' : 'not ready';
    res
      .status(ready ? 200 : 503)
      .json(details ? { status, checks: Object.fromEntries(entries) } : { status });
  });
  return router;
}

/** Whether this request may read the details; throws 401 for a bearer token that is not the operator's. */
function detailsPolicy(details: NonNullable<HealthOptions['details']>): (req: Request) => boolean {
  if (details === 'public') return () => true;
  const expected = details.token === undefined ? undefined : digest(details.token);
  return (req) => {
    const header = req.get('authorization');
    if (header === undefined) return false;
    const presented = /^Bearer (.+)$/i.exec(header.trim())?.[1];
    // Compared as digests, in constant time: equal lengths, and no early exit on the first wrong byte.
    if (expected && presented !== undefined && timingSafeEqual(digest(presented), expected)) return true;
    throw new AppError(401, 'HEALTH_TOKEN_INVALID', HEALTH_TOKEN_INVALID);
  };
}

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

async function runCheck(check: ReadinessCheck, timeoutMs: number): Promise<CheckResult | FailedCheck> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })), timeoutMs);
  });
  try {
    return { ok: true, ...(await Promise.race([check(), timeout])) };
  } catch (error) {
    return { ok: false, error: publicReason(error) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Driver messages can name hosts, users or statements; the code alone (ECONNREFUSED, 57P01,
 * TIMEOUT…) tells an operator what failed without publishing the connection details.
 */
function publicReason(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[A-Za-z0-9_]{1,40}$/.test(code) ? code : 'unavailable';
}

export interface HealthServerOptions extends HealthOptions {
  /** Address to listen on; unset: every interface. */
  host?: string;
}

/**
 * A process without an HTTP API (the projector) answers /healthz and /readyz on its own port,
 * details included: that port is for operators, not the public internet.
 */
export function startHealthServer(
  port: number,
  checks: ReadinessChecks,
  { host, ...options }: HealthServerOptions = {},
): Promise<Server> {
  const app = express();
  app.disable('x-powered-by');
  app.use(healthRoutes(checks, { details: 'public', ...options }));
  app.use((_req, res) => void res.status(404).json({ status: 'not found' }));
  const server = createServer(app);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
