import { createServer, type Server } from 'node:http';
import express, { Router } from 'express';

/**
 * One readiness check: resolves with what it found (lag, counts…) when its dependency answers,
 * throws (or exceeds the timeout) when it does not. Details must hold no secrets: they are public.
 */
export type ReadinessCheck = () => Promise<object>;
export type ReadinessChecks = Record<string, ReadinessCheck>;

export interface HealthOptions {
  /** A check that has not answered by then counts as failed. Default 2 s. */
  timeoutMs?: number;
}

type CheckResult = { ok: true } & object;
type FailedCheck = { ok: false; error: string };

/**
 * GET /healthz: the process is up (no I/O, always 200).
 * GET /readyz: every check answers → 200 with their details; any fails → 503. Outside the API
 * base and the route table: load balancers and orchestrators call these, not people.
 */
export function healthRoutes(checks: ReadinessChecks, options: HealthOptions = {}): Router {
  const timeoutMs = options.timeoutMs ?? 2_000;
  const started = Date.now();
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('cache-control', 'no-store');
    res.json({ status: 'ok', uptimeSeconds: Math.round((Date.now() - started) / 1000) });
  });
  router.get('/readyz', async (_req, res) => {
    const entries = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => [name, await runCheck(check, timeoutMs)] as const),
    );
    const ready = entries.every(([, result]) => result.ok);
    res.set('cache-control', 'no-store');
    res
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'not ready', checks: Object.fromEntries(entries) });
  });
  return router;
}

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

/** A process without an HTTP API (the projector) answers /healthz and /readyz on its own port. */
export function startHealthServer(
  port: number,
  checks: ReadinessChecks,
  options: HealthOptions = {},
): Promise<Server> {
  const app = express();
  app.disable('x-powered-by');
  app.use(healthRoutes(checks, options));
  app.use((_req, res) => void res.status(404).json({ status: 'not found' }));
  const server = createServer(app);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
