/**
 * `npm run bench:embedded`: the embedded default (`npm start` keeps its data in PGlite, in a data
 * folder) under the spread holds of bench:booking (issue 23): holds/s on PGlite against PostgreSQL
 * in the same run (when DATABASE_URL is set), holds/s minute by minute over a longer run (does it
 * stay flat as the folder grows?), and the data folder's bytes per hold. Prints, asserts nothing.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:embedded
 */
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { POSITION_HEADER } from '@cinema/contracts';
import { startEmbeddedPostgres } from '@cinema/event-store/embedded-postgres';
import type { BookingQuestion, BookingReady, BookingSettings } from './lib/booking-child.ts';
import { cpuMeter } from './lib/cpu-meter.ts';
import { forkChild, type ForkedChild } from './lib/fork-child.ts';
import { spreadHoldsLoad, type LoadRun } from './lib/spread-holds.ts';
import { exitAfter, machineLine, ms, num } from './lib/stats.ts';
import type { Target } from './lib/targets.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SECONDS = env('BENCH_EMBEDDED_SECONDS', 10);
const MINUTES = env('BENCH_EMBEDDED_MINUTES', 5);
const CONNECTIONS = env('BENCH_BOOKING_CONNECTIONS', 32);
const seed: BookingSettings = { cinemas: 20, timings: 3, days: 2, viewers: 1000 };
const script = fileURLToPath(new URL('./lib/booking-child.ts', import.meta.url));

exitAfter(env('BENCH_TIMEOUT_SECONDS', 120 + 60 * MINUTES + 4 * SECONDS + 240));
console.log(`bench:embedded: ${machineLine()}`);

async function folderBytes(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(
    entries.filter((e) => e.isFile()).map((e) => stat(join(e.parentPath, e.name)).then((s) => s.size)),
  );
  return sizes.reduce((a, b) => a + b, 0);
}

async function system(target: Target): Promise<ForkedChild<BookingReady>> {
  const started = performance.now();
  const child = await forkChild<BookingReady>(script, [JSON.stringify(target), JSON.stringify(seed)], 300);
  console.log(
    `${target.kind}: system started and seeded in ${num((performance.now() - started) / 1000)} s ` +
      `(${child.ready.spread.length} screenings, ${child.ready.tokens.length} viewers)`,
  );
  return child;
}

/** Waits until the read side has projected everything so far (seeding included), as bench:booking does. */
async function caughtUp(origin: string, position: string): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const response = await fetch(`${origin}/api/v1/cinema/getCities`, {
      headers: { [POSITION_HEADER]: position },
    });
    await response.arrayBuffer();
    if (response.ok && response.headers.get('x-read-model-stale') !== 'true') return;
  }
}

const line = (name: string, run: LoadRun) =>
  `${name}: ${num(run.requestsPerSecond)} holds/s, p50 ${ms(run.p50)}, p99 ${ms(run.p99)} ` +
  `(${run.total} answers, statuses ${JSON.stringify(run.statuses)}${run.errors ? `, ${run.errors} errors` : ''}); ` +
  `CPU per hold µs: server ${num(run.cpu?.server)}, database ${num(run.cpu?.postgres)}, load ${num(run.cpu?.loadGenerator)}`;

async function spread(
  child: ForkedChild<BookingReady>,
  seconds: number,
  warmupSeconds = 2,
): Promise<LoadRun> {
  const r = child.ready;
  await caughtUp(r.origin, await child.ask<string>({ type: 'quiet' } satisfies BookingQuestion));
  const plan = { origin: r.origin, screenings: r.spread, seatNumbers: r.seatNumbers, tokens: r.tokens };
  const viewers = Math.min(r.tokens.length, r.seatNumbers.length - 100);
  return spreadHoldsLoad(
    plan,
    { connections: CONNECTIONS, seconds, warmupSeconds },
    viewers,
    cpuMeter(child.pid),
  );
}

/** Where the folder's bytes went: the largest tables with their indexes, per hold of the minutes. */
async function printLargestTables(connectionString: string, holds: number) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; heap: string; indexes: string; rows: string }>(
      `select format('%s.%s', schemaname, relname) as name, pg_table_size(relid) as heap,
              pg_indexes_size(relid) as indexes, n_live_tup as rows
         from pg_stat_user_tables order by pg_total_relation_size(relid) desc limit 8`,
    );
    console.log('largest tables (heap + indexes, bytes per hold of the minutes above, live rows):');
    for (const r of rows)
      console.log(
        `  ${r.name}: ${num(Number(r.heap) / 1e6)} + ${num(Number(r.indexes) / 1e6)} MB, ` +
          `${num((Number(r.heap) + Number(r.indexes)) / holds)} bytes per hold, ${num(Number(r.rows))} rows`,
      );
    const events = rows.find((r) => r.name.endsWith('.events'));
    if (events) await printEventSizes(client, events.name, holds);
  } finally {
    await client.end();
  }
}

/** The events by type: how many per hold and their bytes (the row as stored, its data, its metadata). */
async function printEventSizes(client: pg.Client, table: string, holds: number) {
  const { rows } = await client.query<{
    type: string;
    n: string;
    row: string;
    data: string;
    metadata: string;
  }>(
    `select type, count(*) as n, avg(pg_column_size(e.*)) as row, avg(pg_column_size(data)) as data,
            avg(pg_column_size(metadata)) as metadata
       from ${table} e group by type order by count(*) desc limit 6`,
  );
  console.log(
    'events by type (per hold of the minutes above; average bytes of the row, its data, its metadata):',
  );
  for (const r of rows)
    console.log(
      `  ${r.type}: ${(Number(r.n) / holds).toFixed(2)} per hold; row ${num(Number(r.row))}, ` +
        `data ${num(Number(r.data))}, metadata ${num(Number(r.metadata))}`,
    );
}

const dataDir = await mkdtemp(join(tmpdir(), 'bench-embedded-'));
const embedded = await startEmbeddedPostgres({ dataDir });
let pgliteRun: LoadRun | undefined;
try {
  const pglite = await system({ kind: 'pglite', url: embedded.connectionString });
  try {
    pgliteRun = await spread(pglite, SECONDS);
    console.log(line('PGlite (data folder), spread holds', pgliteRun));

    // Minute by minute: flat, or slowing down as the data folder grows?
    console.log(`\n== ${MINUTES} minutes of spread holds on PGlite, one figure a minute ==`);
    const perMinute: { run: LoadRun; bytes: number }[] = [];
    let bytes = await folderBytes(dataDir);
    console.log(`data folder at the start: ${num(bytes / 1e6)} MB`);
    for (let minute = 1; minute <= MINUTES; minute++) {
      const run = await spread(pglite, 60, 0);
      const now = await folderBytes(dataDir);
      perMinute.push({ run, bytes: now - bytes });
      // The WAL (pg_wal) is recycled at checkpoints; the tables and indexes (base) keep what they grow.
      const [wal, base] = await Promise.all(['pg_wal', 'base'].map((d) => folderBytes(join(dataDir, d))));
      console.log(
        `minute ${minute}: ${line('', run).slice(2)}; data folder +${num((now - bytes) / 1e6)} MB, ` +
          `${num((now - bytes) / run.total)} bytes per hold; now pg_wal ${num(wal! / 1e6)} MB, base ` +
          `${num(base! / 1e6)} MB (load average ${machineLine().split('load average ')[1]})`,
      );
      bytes = now;
    }
    await printLargestTables(
      embedded.connectionString,
      perMinute.reduce((n, m) => n + m.run.total, 0),
    );
    const rates = perMinute.map((m) => m.run.requestsPerSecond);
    const holds = perMinute.reduce((n, m) => n + m.run.total, 0);
    const grown = perMinute.reduce((n, m) => n + m.bytes, 0);
    console.log(
      `holds/s by minute: ${rates.map(num).join(', ')}; last ÷ first ${(rates.at(-1)! / rates[0]!).toFixed(2)}; ` +
        `data folder ${num(grown / holds)} bytes per hold over ${num(holds)} holds (goal ≤ 3,000)`,
    );
  } finally {
    await pglite.stop();
  }
} finally {
  await embedded.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const url = process.env.DATABASE_URL;
if (url && pgliteRun) {
  const postgres = await system({ kind: 'postgres', url });
  try {
    const run = await spread(postgres, SECONDS);
    console.log(line('\nPostgreSQL, spread holds', run));
    console.log(
      `PGlite ÷ PostgreSQL holds/s: ${(pgliteRun.requestsPerSecond / run.requestsPerSecond).toFixed(2)} (goal ≥ 0.5)`,
    );
  } finally {
    await postgres.stop();
  }
} else console.log('\nDATABASE_URL is not set: no PostgreSQL figure to compare with.');
console.log(`\nbench:embedded: done; ${machineLine()}`);
