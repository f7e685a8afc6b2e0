/**
 * `npx tsx bench/replay.ts`: a full replay of 1,000,000 booking-shaped events into fresh read models
 * with the real projections (as `npm run rebuild` and `npm run audit` replay), on PostgreSQL.
 * Seeds a catalog through the write side's commands, writes the booking events straight into a
 * fresh events schema in large batches, times the replay and says where its time went, checks the
 * replayed bookings and revenue against what was generated, then drops the schemas. Prints
 * figures, asserts nothing.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/replay.ts
 *   BENCH_REPLAY_EVENTS=100000 … for a shorter run
 */
import { randomBytes } from 'node:crypto';
import { createPostgresEventStore } from '@cinema/event-store';
import { allProjections, rebuildInto } from '@cinema/projector';
import { createPool } from '@cinema/server-kit';
import { writeBookingEvents } from './lib/replay-events.ts';
import { seedReplayCatalog } from './lib/replay-seed.ts';
import { backendCpu, cpuBetween, timedReplay } from './lib/replay-timing.ts';
import { exitAfter, machineLine, num, table } from './lib/stats.ts';
import { redact } from './lib/targets.ts';

const TOTAL = Number(process.env.BENCH_REPLAY_EVENTS ?? 1_000_000);
const GOAL_SECONDS = 60;
exitAfter(Number(process.env.BENCH_TIMEOUT_SECONDS ?? 3600));
console.log(`bench:replay: ${machineLine()}`);
const url = process.env.DATABASE_URL;
if (!url) {
  console.log('bench:replay: DATABASE_URL is not set; this bench measures PostgreSQL only.');
  process.exit(0);
}
console.log(`bench:replay: PostgreSQL at ${redact(url)}, ${num(TOTAL)} booking events`);

const tag = randomBytes(4).toString('hex');
const eventsSchema = `bench_replay_${tag}_events`;
const readSchema = `bench_replay_${tag}_read`;
const APP = `bench-replay-${tag}`;
const withName = new URL(url);
withName.searchParams.set('application_name', APP);
const pool = createPool(withName.toString(), 4);
const drop = () =>
  pool.query(`DROP SCHEMA IF EXISTS ${eventsSchema} CASCADE; DROP SCHEMA IF EXISTS ${readSchema} CASCADE`);
process.once('SIGINT', () => void drop().finally(() => process.exit(130)));

try {
  const store = createPostgresEventStore({ pool, schema: eventsSchema });
  await store.migrate();
  let started = performance.now();
  const screenings = await seedReplayCatalog(store, { eventsSchema, cinemas: 40, timings: 3, days: 9 });
  const seedSeconds = (performance.now() - started) / 1000;
  console.log(
    `catalog: ${screenings.length} screenings of 1,000 seats at 40 cinemas, seeded by commands in ${num(seedSeconds)} s`,
  );

  const generated = await writeBookingEvents(pool, eventsSchema, screenings, { total: TOTAL });
  const { rows } = await pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${eventsSchema}.events`);
  const stored = Number(rows[0]!.n);
  console.log(
    `events: ${num(stored)} stored (${num(generated.events)} booking-shaped: ` +
      `${Object.entries(generated.byType)
        .map(([t, n]) => `${t} ${num(n)}`)
        .join(', ')}), ` +
      `written in ${num(generated.writeSeconds)} s (${num(generated.events / generated.writeSeconds)} events/s)`,
  );
  await pool.query(`VACUUM ANALYZE ${eventsSchema}.events`);

  const timed = timedReplay(store, allProjections, pool);
  started = performance.now();
  const cpu = process.cpuUsage();
  const backendsBefore = await backendCpu(pool, APP);
  const position = await rebuildInto(timed.store, pool, readSchema, timed.projections, 'main', {
    warn: (m) => console.warn(m),
    error: (m) => console.error(m),
  });
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const backendSeconds = cpuBetween(backendsBefore, await backendCpu(pool, APP));
  const cpuSeconds = (used.user + used.system) / 1e6;
  const t = timed.timing;

  const [bookings, revenue] = await Promise.all([
    pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${readSchema}.bookings`),
    pool.query<{ paise: string }>(
      `SELECT coalesce(sum(amount_paise), 0)::text AS paise FROM ${readSchema}.revenue_bookings`,
    ),
  ]);
  // Plans chosen for the projections' statements: sequential scans of a growing table would show here.
  const scans = await pool.query<{ relname: string; seq_scan: string; idx_scan: string; n_live_tup: string }>(
    `SELECT relname, seq_scan::text, coalesce(idx_scan, 0)::text AS idx_scan, n_live_tup::text
     FROM pg_stat_user_tables WHERE schemaname = $1 AND n_live_tup >= 1000 ORDER BY relname`,
    [readSchema],
  );
  const projected = t.projections;
  const projectionSeconds = [...projected.values()].reduce((sum, p) => sum + p.seconds, 0);
  console.log(
    `\nReplay of ${num(stored)} events into fresh read models (${allProjections.length} projections), up to ${position}:`,
  );
  console.log(
    table(
      ['Figure', 'Value'],
      [
        ['Replay, seconds', num(seconds)],
        ['Replay, minutes', num(seconds / 60)],
        ['Events/s', num(stored / seconds)],
        [
          `Goal: under ${GOAL_SECONDS} s`,
          seconds < GOAL_SECONDS ? 'met' : `missed (${num(seconds / GOAL_SECONDS)}×)`,
        ],
        ['Reading events (readAll), s', `${num(t.readSeconds)} (${num(t.readCalls)} reads)`],
        // Lanes apply projections at the same time, so their times add up to more than the wall time.
        ['Inside projections (summed over parallel lanes), s', num(projectionSeconds)],
        ...[...projected]
          .filter(([, p]) => p.calls > 0)
          .map(([name, p]) => [`  ${name}, s (events)`, `${num(p.seconds)} (${num(p.calls)})`]),
        ['CPU of this Node process (projector code, Kysely, pg, zod), s', num(cpuSeconds)],
        ['CPU of the PostgreSQL backends serving it, s', num(backendSeconds)],
        ['SQL statements sent', num(t.statements)],
        [
          '  time in them, s (mean µs)',
          `${num(t.statementSeconds)} (${num((t.statementSeconds / t.statements) * 1e6)})`,
        ],
        ...[...t.byKind]
          .sort((a, b) => b[1].seconds - a[1].seconds)
          .slice(0, 8)
          .map(([kind, k]) => [
            `  ${kind}: count, s (mean µs)`,
            `${num(k.count)}, ${num(k.seconds)} (${num((k.seconds / k.count) * 1e6)})`,
          ]),
        ...scans.rows.map((r) => [
          `  ${r.relname}: rows, seq / index scans`,
          `${num(Number(r.n_live_tup))}, ${num(Number(r.seq_scan))} / ${num(Number(r.idx_scan))}`,
        ]),
        ['Bookings replayed / generated', `${num(Number(bookings.rows[0]!.n))} / ${num(generated.bookings)}`],
        [
          'Revenue replayed / generated, Rs',
          `${num(Number(revenue.rows[0]!.paise) / 100)} / ${num(generated.revenuePaise / 100)}`,
        ],
      ],
    ),
  );
} finally {
  await drop();
  await pool.end();
}
