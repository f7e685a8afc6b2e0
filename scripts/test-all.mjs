#!/usr/bin/env node
// The whole test suite: type checks, unit + API (PGlite, and PostgreSQL when DATABASE_URL is set)
// + web component tests under Vitest, then browser tests under Playwright. Ends with one plain
// "N passed, N failed, N skipped" line (totals of every suite) and a non-zero exit on any failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const tmp = resolve('.tmp');
rmSync(tmp, { recursive: true, force: true });
mkdirSync(tmp, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/*
 * Guarantees whose suites need real engines: without them those suites skip, and a green run would
 * say nothing about them. Said loudly at the start and again at the end.
 */
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const pgBin = spawnSync('sh', ['-c', 'ls /usr/lib/postgresql/*/bin/initdb']).status === 0;
const missing = [
  !process.env.DATABASE_URL && {
    needs: 'DATABASE_URL (a PostgreSQL server)',
    skipped:
      'every API suite on real PostgreSQL; the three services as separate processes (scale-out, booking journey, health); ' +
      'the projector killed mid-batch (revenue crash); the 200-viewer seat race; delivery held back by open transactions; ' +
      'the proxy topology; the Redis outage; events export/import',
  },
  !(process.env.REDIS_URL || spawnSync('redis-cli', ['ping']).stdout?.toString().trim() === 'PONG') && {
    needs: 'Redis on 127.0.0.1:6379',
    skipped: 'seat pushes across processes and read-api instances',
  },
  !has('nginx') && {
    needs: 'nginx',
    skipped: 'the proxy topology (booking and live seats through nginx while a read-api dies)',
  },
  !has('redis-server') && { needs: 'redis-server', skipped: 'the Redis outage (open seat pages converge)' },
  !pgBin && {
    needs: "PostgreSQL's server binaries (initdb)",
    skipped: 'the database restart under booking load',
  },
].filter(Boolean);
function warnSkipped() {
  if (missing.length === 0) return;
  console.log('\n!!! These guarantees are NOT tested in this run (their suites skip):');
  for (const m of missing) console.log(`!!!   without ${m.needs}: ${m.skipped}`);
  console.log(
    '!!! Run everything as CI does: bash .ci/run (installs what is missing, starts PostgreSQL and Redis),',
  );
  console.log(
    '!!! or: DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 npm test',
  );
}
warnSkipped();

if (!run('type check', 'npm', ['run', 'typecheck'])) {
  broken = true;
  totals.failed += 1;
}

// Builds the web app (the browser tests' `npm start` builds it again) and fails over the JS budget.
if (!run('web JS budget', 'npm', ['run', 'check:web-budget'])) {
  broken = true;
  totals.failed += 1;
} else totals.passed += 1;

const vitestReport = `${tmp}/vitest.json`;
const vitestOk = run('vitest (unit, int, web)', 'npx', ['vitest', 'run'], { VITEST_JSON: vitestReport });
const vitest = readJson(vitestReport);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + vitest.numTodoTests;
}
if (!vitestOk && (!vitest || vitest.numFailedTests === 0)) {
  broken = true; // crashed, or failed outside a test (a suite that did not load)
  totals.failed += 1;
}

const playwrightReport = `${tmp}/playwright.json`;
const e2eOk = run(
  'browser (Playwright + Chromium)',
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
  {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  },
);
const e2e = readJson(playwrightReport);
if (e2e?.stats) {
  totals.passed += e2e.stats.expected + (e2e.stats.flaky ?? 0);
  totals.failed += e2e.stats.unexpected;
  totals.skipped += e2e.stats.skipped;
}
if (!e2eOk && (!e2e?.stats || e2e.stats.unexpected === 0)) {
  broken = true;
  totals.failed += 1;
}

warnSkipped();
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || broken || !vitestOk || !e2eOk ? 1 : 0);
