/**
 * HTTP figures of the whole system (write-api + projector + read-api on one port): GET getCities
 * and POST login under autocannon, and read-your-writes latency (addCity, then a getCities that
 * carries the returned position in x-min-position). Loopback only; prints figures, asserts none.
 *
 *   npx tsx bench/http-api.ts                                 # embedded PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/http-api.ts
 */
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { POSITION_HEADER } from '@cinema/contracts';
import type { ChildMessage, Credentials } from './lib/system-child.ts';
import { isMain, ms, num, percentile, summarize, type LatencySummary } from './lib/stats.ts';
import { LABEL, runOnEveryTarget, type Target } from './lib/targets.ts';

const seconds = Number(process.env.BENCH_HTTP_SECONDS ?? 10);

export const HTTP_SETTINGS = {
  getCities: { connections: 50, seconds },
  // Every login runs an argon2id verify (19 MiB, about 18 ms of CPU on this machine's cores).
  login: { connections: 4, seconds: Math.max(2, Math.round(seconds / 2)) },
  warmupSeconds: 2,
  rywIterations: Number(process.env.BENCH_RYW_ITERATIONS ?? 200),
};

export interface LoadFigures {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  /** Non-2xx answers, socket errors and timeouts: should all be 0. */
  failures: number;
}

export interface HttpFigures {
  target: Target['kind'];
  startSeconds: number;
  getCities: LoadFigures;
  login: LoadFigures;
  readYourWrites: LatencySummary & { post: LatencySummary; stale: number };
  /** Peak RSS of the server process over the whole run (process.resourceUsage().maxRSS). */
  serverPeakRssMiB: number;
}

const API = '/api/v1';

interface RunningChild {
  ready: Extract<ChildMessage, { type: 'ready' }>;
  /** Stops the system, drops its schemas, and resolves with the server's peak RSS in MiB. */
  stop(): Promise<number>;
}

function startSystemChild(target: Target): Promise<RunningChild> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = fork(
    fileURLToPath(new URL('./lib/system-child.ts', import.meta.url)),
    [JSON.stringify(target)],
    {
      execPath: process.execPath,
      execArgv: ['--import', tsx],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      serialization: 'json',
    },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('the system did not start within 120 s'));
    }, 120_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the system exited during start-up (code ${code}, signal ${signal})`));
    });
    child.on('message', (message: ChildMessage) => {
      if (message.type === 'failed') {
        clearTimeout(timer);
        reject(new Error(`the system failed to start:\n${message.error}`));
      } else if (message.type === 'ready') {
        clearTimeout(timer);
        let stopping: Promise<number> | undefined;
        resolve({
          ready: message,
          stop: () =>
            (stopping ??= new Promise<number>((done) => {
              let rss = Number.NaN;
              child.on('message', (m: ChildMessage) => {
                if (m.type === 'stopped') rss = m.maxRssMiB;
              });
              const kill = setTimeout(() => child.kill('SIGKILL'), 30_000);
              void exited.then(() => {
                clearTimeout(kill);
                done(rss);
              });
              if (child.connected) child.send({ type: 'stop' });
              else child.kill('SIGTERM');
            })),
        });
      }
    });
  });
}

async function call(
  origin: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const response = await fetch(`${origin}${API}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = (await response.json().catch(() => null)) as Record<string, any> | null;
  return { status: response.status, body, headers: response.headers };
}

async function login(origin: string, credentials: Credentials): Promise<string> {
  const { status, body } = await call(origin, 'POST', '/auth/login', { body: credentials });
  if (status !== 200 || typeof body?.token !== 'string')
    throw new Error(`login failed (${status}): ${JSON.stringify(body)}`);
  return body.token;
}

function loadFigures(result: Result, connections: number, secs: number): LoadFigures {
  return {
    connections,
    seconds: secs,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.latency.totalCount,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

const describeLoad = (name: string, f: LoadFigures) =>
  `${name}: ${num(f.requestsPerSecond)} req/s (${f.connections} connections, ${f.seconds} s, ${f.total} requests` +
  `${f.failures ? `, ${f.failures} FAILED` : ''}), p50 ${ms(f.p50)}, p99 ${ms(f.p99)}`;

export async function benchHttpApi(
  target: Target,
  log: (line: string) => void = console.log,
): Promise<HttpFigures> {
  const s = HTTP_SETTINGS;
  log(`\n== HTTP API on ${LABEL[target.kind]} ==`);
  const child = await startSystemChild(target);
  try {
    const { origin, viewer, superAdmin, seededPosition, seededCities, schemas, startSeconds } = child.ready;
    log(
      `system started in ${num(startSeconds)} s at ${origin} (schemas ${schemas.join(', ')}), ${seededCities} cities seeded`,
    );

    // The seeded cities must be projected before the read load starts.
    const seeded = await call(origin, 'GET', '/cinema/getCities', {
      headers: { [POSITION_HEADER]: seededPosition },
    });
    const count = Array.isArray(seeded.body?.data) ? seeded.body.data.length : 0;
    if (seeded.status !== 200 || count < seededCities)
      log(`warning: getCities returned ${seeded.status} with ${count} cities`);

    // GET /cinema/getCities: read model query, public.
    const citiesUrl = `${origin}${API}/cinema/getCities`;
    await autocannon({ url: citiesUrl, connections: 10, duration: s.warmupSeconds });
    const cities = loadFigures(
      await autocannon({
        url: citiesUrl,
        connections: s.getCities.connections,
        duration: s.getCities.seconds,
      }),
      s.getCities.connections,
      s.getCities.seconds,
    );
    log(describeLoad('GET /cinema/getCities', cities));

    // POST /auth/login: one event stream read plus an argon2id verify.
    const loginOptions = {
      url: `${origin}${API}/auth/login`,
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(viewer),
    };
    await autocannon({ ...loginOptions, connections: 2, duration: 1 });
    const logins = loadFigures(
      await autocannon({ ...loginOptions, connections: s.login.connections, duration: s.login.seconds }),
      s.login.connections,
      s.login.seconds,
    );
    log(describeLoad('POST /auth/login', logins));

    // Read-your-writes: addCity as a SuperAdmin, then getCities with the returned position.
    const token = await login(origin, superAdmin);
    const run = `${Date.now().toString(36)}`;
    const total: number[] = [];
    const post: number[] = [];
    let stale = 0;
    for (let i = -10; i < s.rywIterations; i++) {
      const cityName = `Bench City ${run} ${i + 10}`;
      const t0 = performance.now();
      const added = await call(origin, 'POST', '/cinema/addCity', { token, body: { cityName } });
      const t1 = performance.now();
      if (added.status !== 201 || typeof added.body?.position !== 'string') {
        throw new Error(`addCity failed (${added.status}): ${JSON.stringify(added.body)}`);
      }
      const read = await call(origin, 'GET', '/cinema/getCities', {
        headers: { [POSITION_HEADER]: added.body.position },
      });
      const t2 = performance.now();
      const seen =
        Array.isArray(read.body?.data) &&
        read.body.data.some((c: { cityName?: string }) => c.cityName === cityName);
      if (i < 0) continue; // warm-up
      if (!seen || read.headers.get('x-read-model-stale') === 'true') stale++;
      post.push(t1 - t0);
      total.push(t2 - t0);
    }
    const readYourWrites = { ...summarize(total), post: summarize(post), stale };
    log(
      `read-your-writes (addCity → getCities with ${POSITION_HEADER}, ${total.length} iterations): ` +
        `p50 ${ms(readYourWrites.p50)}, p99 ${ms(readYourWrites.p99)}; of which the POST p50 ${ms(readYourWrites.post.p50)}, ` +
        `p99 ${ms(readYourWrites.post.p99)}; min ${ms(percentile(total, 0))}${stale ? `; ${stale} STALE reads` : ''}`,
    );

    const serverPeakRssMiB = await child.stop();
    log(
      `server process peak RSS: ${num(serverPeakRssMiB)} MiB (the PGlite child process, if any, is not included)`,
    );
    return {
      target: target.kind,
      startSeconds,
      getCities: cities,
      login: logins,
      readYourWrites,
      serverPeakRssMiB,
    };
  } finally {
    await child.stop(); // once only: a second call returns the first one's answer
  }
}

if (isMain(import.meta.url)) await runOnEveryTarget(benchHttpApi);
