/**
 * `npm run bench:booking`: the booking figures of issue 10 on PostgreSQL, through the real HTTP API.
 * A bare Express route as the baseline; holds spread over many screenings; one hot screening that
 * 1,000 viewers rush at once; a seat change pushed to 1,000 Socket.IO clients; the server's peak
 * RSS. Loopback only, about a minute; prints figures and the goals beside them, asserts nothing.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:booking
 */
import { fileURLToPath } from 'node:url';
import { POSITION_HEADER } from '@cinema/contracts';
import type { BareReady } from './lib/bare-express-child.ts';
import type { BookingQuestion, BookingReady, BookingSettings, RecordedHold } from './lib/booking-child.ts';
import { forkChild, type ForkedChild } from './lib/fork-child.ts';
import { hotScreening, randomAsks } from './lib/hot-screening.ts';
import { socketFanout } from './lib/socket-fanout.ts';
import { bareExpressLoad, spreadHoldsLoad, type LoadRun, type LoadShape } from './lib/spread-holds.ts';
import { exitAfter, machineLine, ms, num } from './lib/stats.ts';
import { query, redact } from './lib/targets.ts';
import { bookingSummary } from './lib/booking-summary.ts';
import { cpuMeter, type CpuPerRequest } from './lib/cpu-meter.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
export const BOOKING_SETTINGS = {
  load: {
    connections: env('BENCH_BOOKING_CONNECTIONS', 32),
    seconds: env('BENCH_BOOKING_SECONDS', 10),
    warmupSeconds: 2,
  } satisfies LoadShape,
  seed: {
    cinemas: 20,
    timings: 3,
    days: 2,
    viewers: env('BENCH_BOOKING_VIEWERS', 1000),
  } satisfies BookingSettings,
  socketClients: env('BENCH_SOCKET_CLIENTS', 1000),
  socketProcesses: env('BENCH_SOCKET_PROCESSES', 1),
  socketRounds: 5,
};

exitAfter(env('BENCH_TIMEOUT_SECONDS', 240));
const started = performance.now();
console.log(`bench:booking: ${machineLine()}`);
const url = process.env.DATABASE_URL;
if (!url) {
  console.log(
    'bench:booking: DATABASE_URL is not set; this bench measures PostgreSQL only. Run it as\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:booking',
  );
  process.exit(0);
}
await query(url, 'SELECT 1').catch((error: unknown) => {
  throw new Error(`DATABASE_URL is set but PostgreSQL does not answer at ${redact(url)}`, { cause: error });
});
console.log(`bench:booking: PostgreSQL at ${redact(url)}`);
const S = BOOKING_SETTINGS;
const script = (name: string) => fileURLToPath(new URL(`./lib/${name}`, import.meta.url));
const describe = (name: string, r: LoadRun) =>
  `${name}: ${num(r.requestsPerSecond)} req/s (${r.connections} connections, ${r.seconds} s, ${r.total} answers; ` +
  `statuses ${JSON.stringify(r.statuses)}${r.errors ? `, ${r.errors} errors` : ''}), p50 ${ms(r.p50)}, p99 ${ms(r.p99)}`;

// 1. Baseline: the same load shape on a bare Express route, in a process of its own.
console.log(`\n== 1. Bare Express 5 (express.json, one POST route) ==`);
const bare = await forkChild<BareReady>(script('bare-express-child.ts'), []);
let baseline: LoadRun;
try {
  const body = JSON.stringify({ seatIds: [`${crypto.randomUUID()}.${crypto.randomUUID()}.2026-12-01.R100`] });
  baseline = await bareExpressLoad(bare.ready.origin, S.load, body, cpuMeter(bare.pid));
  console.log(describe('POST /hold', baseline));
  console.log(cpuLine(baseline.cpu));
} finally {
  await bare.stop();
}

// The system, seeded, in its own process.
const target = { kind: 'postgres' as const, url };
const child: ForkedChild<BookingReady> = await forkChild<BookingReady>(script('booking-child.ts'), [
  JSON.stringify(target),
  JSON.stringify(S.seed),
]);
try {
  const r = child.ready;
  console.log(
    `\nsystem started in ${num(r.startSeconds)} s at ${r.origin} (schemas ${r.schemas.join(', ')}); seeded in ` +
      `${num(r.seedSeconds)} s: ${r.spread.length} screenings of ${r.seatNumbers.length} seats for the spread ` +
      `holds, a hot one and a fan-out one, ${r.tokens.length} viewers`,
  );
  await caughtUp(r.origin, r.seededPosition);
  const viewers = { tokens: r.tokens, accountIds: r.accountIds };

  // 2. Holds spread over many screenings.
  console.log(`\n== 2. Holds spread over ${r.spread.length} screenings ==`);
  const spreadViewers = Math.min(r.tokens.length, r.seatNumbers.length - 100);
  const plan = { origin: r.origin, screenings: r.spread, seatNumbers: r.seatNumbers, tokens: r.tokens };
  const spread = await spreadHoldsLoad(plan, S.load, spreadViewers, cpuMeter(child.pid));
  console.log(describe('POST /show/reserveSeats', spread));
  console.log(cpuLine(spread.cpu));
  console.log(
    `holds/s ÷ bare Express req/s: ${num((100 * spread.requestsPerSecond) / baseline.requestsPerSecond)} %`,
  );

  // 3. One hot screening, every viewer at once, once the spread holds' backlog is worked off.
  await caughtUp(r.origin, await child.ask<string>({ type: 'quiet' } satisfies BookingQuestion));
  console.log(`\n== 3. Hot screening: ${r.tokens.length} viewers × 1–4 seats at once ==`);
  const asks = randomAsks(r.tokens.length, r.seatNumbers);
  const readHolds = () =>
    child.ask<RecordedHold[]>({ type: 'holds', screeningId: r.hot } satisfies BookingQuestion);
  const hot = await hotScreening(r.origin, r.hot, asks, viewers, readHolds, cpuMeter(child.pid));
  console.log(
    `${hot.requests} requests (${asks.flat().length} seats asked for) decided in ${num(hot.wallSeconds)} s: ` +
      `${num(hot.decidedPerSecond)} decided/s; p50 ${ms(hot.latency.p50)}, p99 ${ms(hot.latency.p99)}; ` +
      `${hot.ok} × 200, ${hot.conflicts} × 409${Object.keys(hot.other).length ? `, other ${JSON.stringify(hot.other)}` : ''}; ` +
      `${hot.seatsHeld} seats held by ${hot.recordedHolds} holds in the stream; ` +
      `${hot.spuriousConflicts} spurious conflicts; ${hot.soldTwice} seats sold twice`,
  );
  console.log(cpuLine(hot.cpu));

  // 4. A seat change pushed to many sockets in one screening's room.
  console.log(`\n== 4. Socket fan-out: ${S.socketClients} clients in one screening's room ==`);
  const fanout = await socketFanout(r.origin, r.fanout, {
    clients: S.socketClients,
    processes: S.socketProcesses,
    rounds: S.socketRounds,
    seats: r.seatNumbers,
    tokens: r.tokens,
  });
  console.log(
    `${fanout.joined} of ${fanout.clients} clients (${fanout.processes} process${fanout.processes > 1 ? 'es' : ''}) joined in ${num(fanout.connectSeconds)} s; ` +
      `${fanout.received} of ${fanout.joined * fanout.rounds} pushes received over ${fanout.rounds} holds; ` +
      `from the HTTP answer: p50 ${ms(fanout.p50)}, p95 ${ms(fanout.p95)}, p99 ${ms(fanout.p99)}, max ${ms(fanout.max)}` +
      `${fanout.early ? ` (${fanout.early} arrived before the answer)` : ''}; median first push ${ms(fanout.first)}, ` +
      `median first-to-last ${ms(fanout.spread)}`,
  );

  // 5. The server's peak RSS over the whole run.
  const rssMiB = await child.stop();
  console.log(`\nserver process peak RSS: ${num(rssMiB)} MiB`);

  console.log(`\n== Summary (PostgreSQL; ${machineLine()}) ==\n`);
  console.log(bookingSummary({ baseline, spread, screenings: r.spread.length, hot, fanout, rssMiB }));
} finally {
  await child.stop();
}
console.log(`\nbench:booking: done in ${num((performance.now() - started) / 1000)} s`);

function cpuLine(cpu: CpuPerRequest | undefined): string {
  if (!cpu) return 'CPU per request: not measured';
  return (
    `CPU per request: server ${num(cpu.server)} µs, PostgreSQL ${num(cpu.postgres)} µs, load generator ` +
    `${num(cpu.loadGenerator)} µs; ${num(cpu.total)} µs in all, so this machine's cores serve at most ` +
    `${num(cpu.ceiling)} of these requests/s`
  );
}

/** Waits until the read side has projected everything seeded (the socket room check reads it). */
async function caughtUp(origin: string, position: string): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const response = await fetch(`${origin}/api/v1/cinema/getCities`, {
      headers: { [POSITION_HEADER]: position },
    });
    await response.arrayBuffer();
    if (response.ok && response.headers.get('x-read-model-stale') !== 'true') return;
  }
  console.log('warning: the read side had not caught up with the seeding');
}
