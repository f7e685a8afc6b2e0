/**
 * Lighthouse (mobile profile, its default simulated slow 4G and 4× CPU slowdown) on the key routes
 * of the built product, served as `npm start` serves it: the web build, precompressed and cached,
 * from the embedded host on a free port with a throw-away data folder. Prints the median of
 * `BENCH_LIGHTHOUSE_RUNS` runs (default 3) per route; asserts nothing.
 *
 *   npm run bench:lighthouse          # builds the web first
 *   BENCH_LIGHTHOUSE_ROUTES=/,/login npx tsx bench/lighthouse.ts
 *
 * Each run is a fresh browser profile, so `/` is a first visit and shows the start-up splash.
 * The JSON reports stay in .tmp/lighthouse/ for a closer look (the audits' opportunities).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const reportsDir = join(repoRoot, '.tmp/lighthouse');
const ROUTES = (process.env.BENCH_LIGHTHOUSE_ROUTES ?? '/,/login,/signup,/movies').split(',');
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Lighthouse needs --no-sandbox when run as root (see the stack notes).
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

interface Figures {
  performance: number;
  bestPractices: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Audits of the two quality categories that did not pass, to say why a score is below 100. */
  failed: string[];
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

function build() {
  console.log('Building the web app ...');
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`web build failed:\n${result.stdout}\n${result.stderr}`);
}

/** `npm start` without its build step: the one-process host on embedded PGlite with demo data. */
async function startProduct(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'embedded/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // Production refuses to start without real mail; nothing here sends any.
      SMTP_URL: 'smtp://127.0.0.1:9',
      // and real payments, unless told that this install is a demo (no money moves).
      PAYMENT_SANDBOX: 'true',
      // Production loads demo data only when asked for; the pages measured show its films.
      DEMO_DATA: 'true',
      DATABASE_URL: '',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product stopped while starting:\n${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/v1/cinema/getCities`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error(`the product did not answer within 180 s:\n${output}`);
}

/** One Lighthouse run; a run that fails to record its trace (it happens on a busy machine) is retried. */
function runLighthouse(url: string, outputFile: string, attempt = 1): Figures {
  const bin = join(repoRoot, 'node_modules/.bin/lighthouse');
  const result = spawnSync(
    bin,
    [
      url,
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      `--output-path=${outputFile}`,
      `--chrome-flags=${CHROME_FLAGS}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH }, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    if (attempt < 3) return runLighthouse(url, outputFile, attempt + 1);
    throw new Error(`lighthouse failed on ${url}:\n${result.stderr}`);
  }
  const report = JSON.parse(readFileSync(outputFile, 'utf8'));
  const { categories, audits } = report;
  const failed = ['best-practices', 'accessibility'].flatMap((id) =>
    categories[id].auditRefs
      .filter((ref: { id: string; weight: number }) => ref.weight > 0 && audits[ref.id].score !== 1)
      .map((ref: { id: string }) => ref.id),
  );
  return {
    performance: Math.round(categories.performance.score * 100),
    bestPractices: Math.round(categories['best-practices'].score * 100),
    accessibility: Math.round(categories.accessibility.score * 100),
    lcpMs: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    fcpMs: audits['first-contentful-paint'].numericValue,
    failed,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function printTable(results: Map<string, Figures[]>) {
  const header = ['route', 'perf', 'perf range', 'best pr.', 'a11y', 'LCP s', 'CLS', 'TBT ms', 'FCP s'];
  const rows = [...results].map(([route, runs]) => {
    const m = (pick: (f: Figures) => number) => median(runs.map(pick));
    return [
      route,
      String(m((f) => f.performance)),
      `${Math.min(...runs.map((f) => f.performance))}–${Math.max(...runs.map((f) => f.performance))}`,
      String(m((f) => f.bestPractices)),
      String(m((f) => f.accessibility)),
      (m((f) => f.lcpMs) / 1000).toFixed(2),
      m((f) => f.cls).toFixed(3),
      String(Math.round(m((f) => f.tbtMs))),
      (m((f) => f.fcpMs) / 1000).toFixed(2),
    ];
  });
  // TBT (and so the score) grows with whatever else keeps the CPU busy: say how busy it was.
  const load = loadavg()[0]!.toFixed(1);
  console.log(`\nLighthouse 12.8 mobile, median of ${RUNS} runs per route (load average now ${load}):\n`);
  console.log(`| ${header.join(' | ')} |`);
  console.log(`| ${header.map((_, i) => (i === 0 ? '---' : '--:')).join(' | ')} |`);
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
  for (const [route, runs] of results) {
    const failed = [...new Set(runs.flatMap((f) => f.failed))];
    if (failed.length) console.log(`${route}: audits not passed in some run: ${failed.join(', ')}`);
  }
}

async function main() {
  if (!process.argv.includes('--no-build')) build();
  const dataDir = mkdtempSync(join(tmpdir(), 'cinema-lighthouse-'));
  mkdirSync(reportsDir, { recursive: true });
  const port = await freePort();
  const product = await startProduct(port, dataDir);
  try {
    const results = new Map<string, Figures[]>();
    for (const route of ROUTES) {
      const runs: Figures[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const report = join(reportsDir, `${route.replace(/\W+/g, '_')}-${run}.json`);
        const figures = runLighthouse(`http://localhost:${port}${route}`, report);
        const { performance, cls, lcpMs, fcpMs, tbtMs } = figures;
        console.log(
          `${route} run ${run}: perf ${performance}, FCP ${Math.round(fcpMs)} ms, LCP ${Math.round(lcpMs)} ms, TBT ${Math.round(tbtMs)} ms, CLS ${cls.toFixed(3)}`,
        );
        runs.push(figures);
      }
      results.set(route, runs);
    }
    printTable(results);
  } finally {
    product.kill('SIGTERM');
    await new Promise((resolve) =>
      product.exitCode !== null ? resolve(null) : product.once('exit', resolve),
    );
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
