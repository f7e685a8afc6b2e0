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

console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || broken || !vitestOk || !e2eOk ? 1 : 0);
