/**
 * `npm run bench:booking`: the booking figures of issue 10 on PostgreSQL, through the real HTTP API.
 * A bare Express route as the baseline; holds spread over many screenings; one hot screening that
 * 1,000 viewers rush at once; a seat change pushed to 1,000 Socket.IO clients; the server's peak
 * RSS. Loopback only, about a minute; prints figures and the goals beside them, asserts nothing.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:booking
 */
import { fileURLToPath } from 'node:url';
import { HOLD_POLICY, POSITION_HEADER } from '@cinema/contracts';
import type { BareReady } from './lib/bare-express-child.ts';
import type { BookingQuestion, BookingReady, BookingSettings, RecordedHold } from './lib/booking-child.ts';
import { forkChild, type ForkedChild } from './lib/fork-child.ts';
import { hotScreening, randomAsks, type HotFigures } from './lib/hot-screening.ts';
import { socketFanout } from './lib/socket-fanout.ts';
import { bareExpressLoad, spreadHoldsLoad, type LoadRun, type LoadShape } from './lib/spread-holds.ts';
import { exitAfter, machineLine, ms, num } from './lib/stats.ts';
import { query, redact } from './lib/targets.ts';
import { bookingSummary } from './lib/booking-summary.ts';
import { cpuMeter, type CpuPerRequest } from './lib/cpu-meter.ts';
import type {
  ConventionalQuestion,
  ConventionalReady,
  ConventionalSettings,
} from './lib/conventional/conventional-child.ts';
import { databaseCounters, fillHistory, perHold } from './lib/history.ts';

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
  /** Rounds of parts 2 and 3, the product and the conventional implementation taking turns. */
  rounds: env('BENCH_BOOKING_ROUNDS', 2),
  /** Events put into the store before the last spread round (0: skip it). */
  historyEvents: env('BENCH_HISTORY_EVENTS', 1_000_000),
};

exitAfter(env('BENCH_TIMEOUT_SECONDS', 420));
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
let convChild: ForkedChild<ConventionalReady> | undefined;
const child: ForkedChild<BookingReady> = await forkChild<BookingReady>(script('booking-child.ts'), [
  JSON.stringify(target),
  JSON.stringify(S.seed),
]);
try {
  const r = child.ready;
  console.log(
    `\nsystem started in ${num(r.startSeconds)} s at ${r.origin} (schemas ${r.schemas.join(', ')}); seeded in ` +
      `${num(r.seedSeconds)} s: ${r.spread.length} screenings of ${r.seatNumbers.length} seats for the spread ` +
      `holds, ${r.hots.length} for the rush and a fan-out one, ${r.tokens.length} viewers`,
  );
  await caughtUp(r.origin, r.seededPosition);

  // The conventional implementation (issue 23), with the same screenings, seats and viewers.
  const conv = (convChild = await forkChild<ConventionalReady>(script('conventional/conventional-child.ts'), [
    JSON.stringify({
      url,
      screenings: [...r.spread, ...r.hots],
      seatNumbers: r.seatNumbers,
      accountIds: r.accountIds,
      holdMinutes: HOLD_POLICY.minutes,
    } satisfies ConventionalSettings),
  ]));
  const c = conv.ready;
  console.log(
    `conventional implementation at ${c.origin} (schema ${c.schema}): Express 5 + pg, one seats table`,
  );

  // 2. Holds spread over many screenings, the product and the conventional implementation in turn.
  const spreadViewers = Math.min(r.tokens.length, r.seatNumbers.length - 100);
  const plan = { origin: r.origin, screenings: r.spread, seatNumbers: r.seatNumbers, tokens: r.tokens };
  const convPlan = { ...plan, origin: c.origin, tokens: c.tokens };
  const oursSpread: SpreadRound[] = [];
  const convSpread: SpreadRound[] = [];
  const runOurs = async (label: string) => {
    await caughtUp(r.origin, await child.ask<string>({ type: 'quiet' } satisfies BookingQuestion));
    console.log(`\n== 2. ${label}: product, holds spread over ${r.spread.length} screenings ==`);
    const before = await databaseCounters(url);
    const run = await spreadHoldsLoad(plan, S.load, spreadViewers, cpuMeter(child.pid));
    const db = perHold(before, await databaseCounters(url), run);
    console.log(describe('POST /show/reserveSeats', run));
    console.log(cpuLine(run.cpu));
    console.log(dbLine(db));
    return { run, db };
  };
  const runConventional = async (label: string) => {
    await conv.ask({ type: 'reset' } satisfies ConventionalQuestion);
    console.log(`\n== 2. ${label}: conventional, holds spread over ${r.spread.length} screenings ==`);
    const before = await databaseCounters(url);
    const run = await spreadHoldsLoad(convPlan, S.load, spreadViewers, cpuMeter(conv.pid));
    const db = perHold(before, await databaseCounters(url), run);
    console.log(describe('POST /show/reserveSeats', run));
    console.log(cpuLine(run.cpu));
    console.log(dbLine(db));
    return { run, db };
  };
  for (let round = 1; round <= S.rounds; round++) {
    const label = `round ${round} (${machineLine()})`;
    if (round % 2 === 1) {
      oursSpread.push(await runOurs(label));
      convSpread.push(await runConventional(label));
    } else {
      convSpread.push(await runConventional(label));
      oursSpread.push(await runOurs(label));
    }
  }
  const spread = oursSpread.at(-1)!.run;
  console.log(
    `\nholds/s ÷ bare Express req/s: ${num((100 * spread.requestsPerSecond) / baseline.requestsPerSecond)} %`,
  );

  // 3. One hot screening, every viewer at once, once the backlog is worked off; in turn again.
  const asks = randomAsks(r.tokens.length, r.seatNumbers);
  const oursHot: HotFigures[] = [];
  const convHot: HotFigures[] = [];
  const hotRounds = Math.min(S.rounds, r.hots.length);
  for (let round = 1; round <= hotRounds; round++) {
    const screening = r.hots[round - 1]!;
    const ours = async () => {
      await caughtUp(r.origin, await child.ask<string>({ type: 'quiet' } satisfies BookingQuestion));
      console.log(
        `\n== 3. round ${round}: product, ${r.tokens.length} viewers × 1–4 seats of one screening at once ==`,
      );
      const readHolds = () =>
        child.ask<RecordedHold[]>({ type: 'holds', screeningId: screening } satisfies BookingQuestion);
      const viewers = { tokens: r.tokens, accountIds: r.accountIds };
      const hot = await hotScreening(r.origin, screening, asks, viewers, readHolds, cpuMeter(child.pid));
      console.log(hotLine(hot));
      oursHot.push(hot);
    };
    const conventional = async () => {
      await conv.ask({ type: 'reset' } satisfies ConventionalQuestion);
      console.log(`\n== 3. round ${round}: conventional, the same rush ==`);
      const readHolds = () =>
        conv.ask<RecordedHold[]>({ type: 'holds', screeningId: screening } satisfies ConventionalQuestion);
      const viewers = { tokens: c.tokens, accountIds: c.accountIds };
      const hot = await hotScreening(c.origin, screening, asks, viewers, readHolds, cpuMeter(conv.pid));
      console.log(hotLine(hot));
      convHot.push(hot);
    };
    if (round % 2 === 1) {
      await ours();
      await conventional();
    } else {
      await conventional();
      await ours();
    }
  }
  const hot = oursHot.at(-1)!;
  await conv.stop();

  // History: events already in the store do not slow holds down.
  let history: SpreadRound | undefined;
  if (S.historyEvents > 0) {
    console.log(
      `\n== History: ${num(S.historyEvents)} more events in the store, then the spread holds again ==`,
    );
    const filled = await fillHistory(url, r.schemas[0]!, S.historyEvents);
    console.log(
      `${num(filled.events)} events of unrelated streams inserted in ${num(filled.seconds)} s ` +
        `(before every subscription's checkpoint, as history already handled is), table analysed; ` +
        `${num(filled.total)} events in the store`,
    );
    history = await runOurs(`after history (${machineLine()})`);
  }
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
  console.log(`\n== Against the conventional implementation (${S.rounds} rounds each, in turn; means) ==\n`);
  console.log(comparison(oursSpread, convSpread, oursHot, convHot, history));
} finally {
  await convChild?.stop();
  await child.stop();
}
console.log(`\nbench:booking: done in ${num((performance.now() - started) / 1000)} s`);

interface SpreadRound {
  run: LoadRun;
  db: ReturnType<typeof perHold>;
}

function mean(values: number[]): number {
  return values.reduce((a, b) => a + b, 0) / values.length;
}

function hotLine(hot: HotFigures): string {
  return (
    `${hot.requests} requests decided in ${num(hot.wallSeconds)} s: ` +
    `${num(hot.decidedPerSecond)} decided/s; p50 ${ms(hot.latency.p50)}, p99 ${ms(hot.latency.p99)}; ` +
    `${hot.ok} × 200, ${hot.conflicts} × 409${Object.keys(hot.other).length ? `, other ${JSON.stringify(hot.other)}` : ''}; ` +
    `${hot.seatsHeld} seats held by ${hot.recordedHolds} holds; ` +
    `${hot.spuriousConflicts} spurious conflicts; ${hot.soldTwice} seats sold twice\n${cpuLine(hot.cpu)}`
  );
}

function dbLine(db: ReturnType<typeof perHold>): string {
  return (
    `PostgreSQL per answer (this database's counters; WAL is the whole cluster's, other work included): ` +
    `${num(db.commits)} commits, ${num(db.rowsWritten)} rows written, ${num(db.walBytes)} WAL bytes`
  );
}

/** The figures side by side, and the ratios (product ÷ conventional) on one line. */
function comparison(
  ours: SpreadRound[],
  conv: SpreadRound[],
  oursHot: HotFigures[],
  convHot: HotFigures[],
  history: SpreadRound | undefined,
): string {
  const spread = (rounds: SpreadRound[]) => ({
    holds: mean(rounds.map((x) => x.run.requestsPerSecond)),
    cpu: mean(rounds.map((x) => x.run.cpu?.total ?? Number.NaN)),
    p99: mean(rounds.map((x) => x.run.p99)),
    commits: mean(rounds.map((x) => x.db.commits)),
    rows: mean(rounds.map((x) => x.db.rowsWritten)),
    wal: mean(rounds.map((x) => x.db.walBytes)),
    server: mean(rounds.map((x) => x.run.cpu?.server ?? Number.NaN)),
    postgres: mean(rounds.map((x) => x.run.cpu?.postgres ?? Number.NaN)),
    load: mean(rounds.map((x) => x.run.cpu?.loadGenerator ?? Number.NaN)),
    bad: rounds.reduce((n, x) => n + x.run.non2xx + x.run.errors, 0),
  });
  const hotOf = (runs: HotFigures[]) => ({
    decided: mean(runs.map((h) => h.decidedPerSecond)),
    p99: mean(runs.map((h) => h.latency.p99)),
    cpu: mean(runs.map((h) => h.cpu?.total ?? Number.NaN)),
    soldTwice: runs.reduce((n, h) => n + h.soldTwice, 0),
    spurious: runs.reduce((n, h) => n + h.spuriousConflicts, 0),
  });
  const [o, k, oh, kh] = [spread(ours), spread(conv), hotOf(oursHot), hotOf(convHot)];
  const lines = [
    `spread holds/s: product ${num(o.holds)} (rounds ${ours.map((x) => num(x.run.requestsPerSecond)).join(', ')}), ` +
      `conventional ${num(k.holds)} (rounds ${conv.map((x) => num(x.run.requestsPerSecond)).join(', ')})`,
    `spread p99 ms: product ${num(o.p99)}, conventional ${num(k.p99)}; answers not 2xx or failed: ${o.bad} / ${k.bad}`,
    `spread CPU per hold µs (server / PostgreSQL / load generator = all): product ${num(o.server)} / ${num(o.postgres)} / ` +
      `${num(o.load)} = ${num(o.cpu)}, conventional ${num(k.server)} / ${num(k.postgres)} / ${num(k.load)} = ${num(k.cpu)}`,
    `spread per hold in PostgreSQL: commits ${num(o.commits)} vs ${num(k.commits)}, rows written ${num(o.rows)} vs ` +
      `${num(k.rows)}, WAL bytes ${num(o.wal)} vs ${num(k.wal)}`,
    `hot decided/s: product ${num(oh.decided)}, conventional ${num(kh.decided)}; p99 ms ${num(oh.p99)} vs ${num(kh.p99)}; ` +
      `CPU per request µs ${num(oh.cpu)} vs ${num(kh.cpu)}`,
    `sold twice: product ${oh.soldTwice}, conventional ${kh.soldTwice}; spurious conflicts: product ${oh.spurious}, conventional ${kh.spurious}`,
  ];
  if (history)
    lines.push(
      `spread holds/s with the history in the store: ${num(history.run.requestsPerSecond)} (p99 ${ms(history.run.p99)}) ` +
        `against ${num(ours.at(-1)!.run.requestsPerSecond)} in the product's last round before it`,
    );
  const ratio = (a: number, b: number) => (Number.isFinite(a / b) ? (a / b).toFixed(2) : 'n/a');
  lines.push(
    `ratios: spread-holds=${ratio(o.holds, k.holds)} spread-cpu=${ratio(o.cpu, k.cpu)} spread-p99=${ratio(o.p99, k.p99)} ` +
      `hot-decided=${ratio(oh.decided, kh.decided)} hot-p99=${ratio(oh.p99, kh.p99)} ` +
      `history-1M=${history ? ratio(history.run.requestsPerSecond, ours.at(-1)!.run.requestsPerSecond) : 'n/a'}`,
    `goals: spread-holds ≥ 0.8, spread-cpu ≤ 1.4, spread-p99 ≤ 1.2, hot-decided ≥ 1.25, hot-p99 ≤ 0.8, history-1M ≥ 0.9`,
  );
  return lines.join('\n');
}

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
