/**
 * `npm run bench:outbox`: does the workflow keep pace with the booking rate? (issue 19, part 2)
 * On PostgreSQL, with the product's scheduler, outbox sender and handlers in the system process:
 * 1. hold releases: one-seat holds whose timers fall due at `BENCH_OUTBOX_RATE` a second for
 *    `BENCH_OUTBOX_SECONDS` (shared durable timers → outbox message → ReleaseExpiredHolds command);
 * 2. confirmation mails to the development outbox (.eml files) at the same rate;
 * 3. the same mails over a pooled SMTP transport to a local SMTP server (this process);
 * 4. `bookings`: closed-loop clients make real paid bookings over HTTP (hold, order, sandbox
 *    payment, verify) as fast as the system takes them, and the product's booking-mail reactor
 *    and sender mail each confirmation to the development outbox; `bookings-smtp`: the same over
 *    the pooled SMTP transport.
 * Prints the rate done, p50/p99/max delay from due to done, the backlog every second and what a
 * message cost the machine; asserts nothing.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:outbox
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import type { HoldsTaken, OutboxBenchSettings, OutboxQuestion, OutboxReady } from './lib/outbox-child.ts';
import {
  bookingsPhase,
  bookingsTable,
  journeyLines,
  type BookingPhaseResult,
} from './lib/outbox-booking-phase.ts';
import { sampling, type PhaseResult } from './lib/outbox-sampling.ts';
import { forkChild, type ForkedChild } from './lib/fork-child.ts';
import { cpuMeter, perRequest } from './lib/cpu-meter.ts';
import { machineLine, ms, num, table } from './lib/stats.ts';
import { dropSchemas, query, redact } from './lib/targets.ts';
import { cpus } from 'node:os';
import { SENDER_DEFAULTS } from '@cinema/workflow';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** bench/README, Booking: the most spread holds/s bench:booking sustained (1,205 to 1,315). */
const RATE = env('BENCH_OUTBOX_RATE', 1250);
/** Confirmation mails a second (default: RATE, as if every hold were paid). */
const MAIL_RATE = env('BENCH_OUTBOX_MAIL_RATE', RATE);
const SECONDS = env('BENCH_OUTBOX_SECONDS', 20);
const DRAIN_SECONDS = env('BENCH_OUTBOX_DRAIN_SECONDS', 60);
const PHASES = (process.env.BENCH_OUTBOX_PHASES ?? 'releases,mails,smtp,bookings,bookings-smtp').split(',');
/** Closed-loop booking clients of the bookings phases, and seats per booking. */
const CONNECTIONS = env('BENCH_OUTBOX_CONNECTIONS', 32);
const BOOKING_SEATS = env('BENCH_OUTBOX_BOOKING_SEATS', 2);

const started = performance.now();
console.log(`bench:outbox: ${machineLine()}`);
const url = process.env.DATABASE_URL;
if (!url) {
  console.log(
    'bench:outbox: DATABASE_URL is not set; this bench measures PostgreSQL only. Run it as\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:outbox',
  );
  process.exit(0);
}
await query(url, 'SELECT 1').catch((error: unknown) => {
  throw new Error(`DATABASE_URL is set but PostgreSQL does not answer at ${redact(url)}`, { cause: error });
});
console.log(
  `bench:outbox: PostgreSQL at ${redact(url)}; releases ${num(RATE)}/s, mails ${num(MAIL_RATE)}/s, ` +
    `${SECONDS} s per phase (${PHASES.join(', ')})`,
);

// The SMTP server mail goes to in phase 3: counts messages and Message-IDs (a copy is a double send).
const smtp = { received: 0, ids: new Set<string>() };
const smtpServer = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 4096) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      smtp.received++;
      const id = /^Message-ID: *(.+)$/im.exec(head)?.[1]?.trim();
      if (id) smtp.ids.add(id);
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtpServer.listen(0, '127.0.0.1', resolve));
// BENCH_OUTBOX_SMTP_CONNECTIONS: the pool's size (the product's default, 5, unless set).
const pool = process.env.BENCH_OUTBOX_SMTP_CONNECTIONS;
const smtpUrl =
  `smtp://127.0.0.1:${(smtpServer.server.address() as AddressInfo).port}` +
  (pool ? `?maxConnections=${Number(pool)}` : '');

const script = (name: string) => fileURLToPath(new URL(`./lib/${name}`, import.meta.url));
const knob = (name: string) => (process.env[name] ? Number(process.env[name]) : undefined);
const settings: OutboxBenchSettings = {
  viewers: PHASES.includes('releases') ? Math.ceil(RATE * SECONDS) + 100 : 2000,
  tokens: PHASES.some((p) => p.startsWith('bookings')) ? 2000 : 0,
  smtpUrl,
  sender: {
    loops: knob('BENCH_OUTBOX_LOOPS'),
    batchSize: knob('BENCH_OUTBOX_BATCH'),
    concurrency: knob('BENCH_OUTBOX_CONCURRENCY'),
  },
};
const child: ForkedChild<OutboxReady> = await forkChild<OutboxReady>(
  script('outbox-child.ts'),
  [JSON.stringify({ kind: 'postgres', url }), JSON.stringify(settings)],
  300,
);
const ask = <T>(q: OutboxQuestion) => child.ask<T>(q);
// The child drops its schemas when it stops; if it had to be killed (it gets 30 s), this does.
let stopping: Promise<void> | undefined;
const stopChild = () =>
  (stopping ??= (async () => {
    await child.stop();
    await dropSchemas(url, child.ready.schemas);
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stopChild().finally(() => process.exit(130)));
// A bench must always stop by itself.
setTimeout(
  () => {
    console.error('\nbench:outbox: still running after BENCH_TIMEOUT_SECONDS; giving up.');
    void stopChild().finally(() => process.exit(2));
  },
  (env('BENCH_TIMEOUT_SECONDS', 900) - (performance.now() - started) / 1000) * 1000,
).unref();
const db = new pg.Pool({ connectionString: url, max: 2 });
const r = child.ready;
const wf = pg.escapeIdentifier(r.workflowSchema);
const events = `${pg.escapeIdentifier(r.schemas[0]!)}.events`;
console.log(
  `sender: ${JSON.stringify({ ...SENDER_DEFAULTS, ...Object.fromEntries(Object.entries(settings.sender).filter(([, v]) => v !== undefined)) })}`,
);
console.log(
  `system seeded in ${num(r.seedSeconds)} s: ${r.spread.length} screenings of ${r.seatNumbers.length} seats, ` +
    `${num(settings.viewers)} viewers; workflow schema ${r.workflowSchema}`,
);

const { one, watch, delays } = sampling(db, DRAIN_SECONDS);

async function releases(): Promise<PhaseResult> {
  const count = Math.round(RATE * SECONDS);
  const lead = env('BENCH_OUTBOX_LEAD_SECONDS', Math.ceil(count / 600) + 15);
  console.log(`\n== 1. Hold releases: ${num(count)} holds running out ${num(RATE)} a second ==`);
  const holds = await ask<HoldsTaken>({ type: 'holds', count, rate: RATE, leadSeconds: lead });
  console.log(
    `${num(holds.taken)} holds taken (${holds.refused} refused) in ${num(holds.seconds)} s` +
      (holds.inTime ? '' : ' — NOT all before the first ran out: raise BENCH_OUTBOX_LEAD_SECONDS'),
  );
  // The hold-expiry reactor schedules the timers a moment after the holds; holds of a screening
  // that run out within a couple of seconds share one, so wait for the one of the last hold.
  const lastDueAt = holds.firstDueAt + ((holds.taken - 1) * 1000) / RATE;
  let timers = 0;
  for (let i = 0; i < 600 && Date.now() < holds.firstDueAt; i++) {
    const t = await one<{ n: string; last: Date | null }>(
      `SELECT count(*) AS n, max(due_at) AS last FROM ${wf}.workflow_due_items
        WHERE kind = 'release-hold' AND status = 'pending'`,
    );
    timers = Number(t.n);
    if (t.last && t.last.getTime() >= lastDueAt) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  console.log(
    `${num(timers)} release timers pending for ${num(holds.taken)} holds; the first is due in ` +
      `${num((holds.firstDueAt - Date.now()) / 1000)} s`,
  );
  const meter = cpuMeter(child.pid);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, holds.firstDueAt - Date.now())));
  const before = await meter();
  const samples = await watch(
    () => holds.taken,
    holds.firstDueAt,
    () => holds.firstDueAt + SECONDS * 1000,
    async () => {
      const s = await one<{ timers: string; messages: string; done: string }>(
        `SELECT (SELECT count(*) FROM ${wf}.workflow_due_items
                WHERE kind = 'release-hold' AND status = 'pending' AND due_at <= now()) AS timers,
              (SELECT count(*) FROM ${wf}.workflow_outbox
                WHERE kind = 'release-hold' AND status = 'pending' AND available_at <= now()) AS messages,
              (SELECT count(*) FROM ${events} WHERE type = 'HoldReleased' AND data->>'reason' = 'expired') AS done`,
      );
      return {
        backlog: Number(s.timers) + Number(s.messages),
        timers: Number(s.timers),
        done: Number(s.done),
      };
    },
  );
  const after = await meter();
  // From the hold's expiry to its release (a shared timer is due up to EXPIRY_STEP_MS after it).
  const d = await delays(
    `r.recorded_at - (h.data->>'expiresAt')::timestamptz`,
    `${events} r JOIN ${events} h ON h.type = 'SeatsHeld' AND h.stream_id = r.stream_id AND h.data->>'holdId' = r.data->>'holdId'
      WHERE r.type = 'HoldReleased' AND r.data->>'reason' = 'expired'`,
    [],
  );
  const released = await one<{ n: string; holds: string }>(
    `SELECT count(*) AS n, count(DISTINCT data->>'holdId') AS holds FROM ${events}
      WHERE type = 'HoldReleased' AND data->>'reason' = 'expired'`,
  );
  const done = d.n;
  return {
    name: 'hold releases (shared timer → outbox → ReleaseExpiredHolds)',
    offered: RATE,
    expected: holds.taken,
    done,
    notDone: holds.taken - done,
    perSecond: done / (samples.length || 1),
    ...d,
    samples,
    cpu: perRequest(before, after, Math.max(1, done), cpus().length),
    extra: `${num(Number(released.n))} HoldReleased(expired) events for ${num(Number(released.holds))} holds`,
  };
}

async function mails(via: 'outbox' | 'smtp'): Promise<PhaseResult> {
  const cause = `bench-${via}`;
  const title = via === 'outbox' ? 'development outbox (.eml files)' : `pooled SMTP to ${smtpUrl}`;
  console.log(
    `\n== ${via === 'outbox' ? 2 : 3}. Confirmation mails, ${title}: ${num(MAIL_RATE)} a second for ${SECONDS} s ==`,
  );
  const meter = cpuMeter(child.pid);
  const before = await meter();
  const receivedBefore = smtp.received;
  const from = Date.now();
  const feeding = ask<{ written: number; seconds: number }>({
    type: 'mails',
    rate: MAIL_RATE,
    seconds: SECONDS,
    via,
    cause,
  });
  let written = Number.POSITIVE_INFINITY; // until the feeder says how many it wrote
  void feeding.then((f) => (written = f.written));
  const samples = await watch(
    () => written,
    from,
    () => from + SECONDS * 1000,
    async () => {
      const s = await one<{ messages: string; done: string }>(
        `SELECT (SELECT count(*) FROM ${wf}.workflow_outbox
                WHERE cause = $1 AND status = 'pending' AND available_at <= now()) AS messages,
              (SELECT count(*) FROM ${wf}.workflow_outbox WHERE cause = $1 AND status <> 'pending') AS done`,
        [cause],
      );
      return { backlog: Number(s.messages), done: Number(s.done) };
    },
  );
  await feeding;
  const after = await meter();
  const d = await delays(
    `o.done_at - o.created_at`,
    `${wf}.workflow_outbox o WHERE o.cause = $1 AND o.status = 'sent'`,
    [cause],
  );
  const done = d.n;
  const received = smtp.received - receivedBefore;
  return {
    name: `confirmation mails, ${via === 'outbox' ? 'development outbox' : 'pooled SMTP'}`,
    offered: MAIL_RATE,
    expected: written,
    done,
    notDone: written - done,
    perSecond: done / (samples.length || 1),
    ...d,
    samples,
    cpu: perRequest(before, after, Math.max(1, done), cpus().length),
    extra:
      via === 'smtp'
        ? `the SMTP server received ${num(received)} messages, ${num(smtp.ids.size)} distinct Message-IDs`
        : '',
  };
}

const results: PhaseResult[] = [];
const booked: BookingPhaseResult[] = [];
try {
  if (PHASES.includes('releases')) results.push(report(await releases()));
  if (PHASES.includes('mails')) results.push(report(await mails('outbox')));
  if (PHASES.includes('smtp')) results.push(report(await mails('smtp')));
  const bookingCtx = {
    child,
    sample: { one, watch, delays },
    smtp,
    connections: CONNECTIONS,
    seconds: SECONDS,
    seatsPerBooking: BOOKING_SEATS,
    warmupSeconds: env('BENCH_OUTBOX_WARMUP_SECONDS', 3),
    nextBooking: 0,
  };
  for (const [phase, via] of [
    ['bookings', 'outbox'],
    ['bookings-smtp', 'smtp'],
  ] as const) {
    if (!PHASES.includes(phase)) continue;
    await ask<boolean>({ type: 'quiet' } satisfies OutboxQuestion);
    console.log(
      `\n== ${phase === 'bookings' ? 4 : 5}. Paid bookings over HTTP (${CONNECTIONS} clients, ${SECONDS} s), ` +
        `their confirmation mails ${via === 'outbox' ? 'to the development outbox' : `over pooled SMTP to ${smtpUrl}`} ==`,
    );
    const p = await bookingsPhase(bookingCtx, via);
    results.push(report(p));
    booked.push(p);
    for (const line of journeyLines(p)) console.log(line);
  }
  await stopChild();
  console.log(`\n== Summary (PostgreSQL; ${machineLine()}) ==\n`);
  console.log(
    table(
      [
        'Phase',
        'offered/s',
        'done',
        'done/s',
        'p50 / p99 / max delay',
        'max backlog',
        'backlog at end of load',
        'CPU µs/msg or booking (system / PG / bench)',
      ],
      results.map((p) => {
        const load = p.samples.slice(0, SECONDS);
        return [
          p.name,
          num(p.offered),
          `${num(p.done)} of ${num(p.expected)}`,
          num(p.perSecond),
          `${ms(p.p50)} / ${ms(p.p99)} / ${ms(p.max)}`,
          num(Math.max(0, ...p.samples.map((s) => s.backlog))),
          num(load.at(-1)?.backlog),
          p.cpu ? `${num(p.cpu.server)} / ${num(p.cpu.postgres)} / ${num(p.cpu.loadGenerator)}` : 'n/a',
        ];
      }),
    ),
  );
  if (booked.length) console.log(`\n${bookingsTable(booked, SECONDS)}`);
} finally {
  await stopChild();
  await db.end();
  await new Promise<void>((resolve) => smtpServer.close(() => resolve()));
}
console.log(`\nbench:outbox: done in ${num((performance.now() - started) / 1000)} s`);

function report(p: PhaseResult): PhaseResult {
  console.log(
    `${p.name}: ${num(p.done)} of ${num(p.expected)} done (${num(p.notDone)} not), ${num(p.perSecond)}/s over ` +
      `${p.samples.length} s; delay from due to done p50 ${ms(p.p50)}, p99 ${ms(p.p99)}, max ${ms(p.max)}` +
      (p.extra ? `; ${p.extra}` : ''),
  );
  console.log(`backlog (due, not done) each second: ${p.samples.map((s) => s.backlog).join(' ')}`);
  if (p.samples.some((s) => s.timers !== undefined))
    console.log(`  of which timers not fired yet: ${p.samples.map((s) => s.timers).join(' ')}`);
  if (p.samples.some((s) => s.unwritten !== undefined))
    console.log(`  of which not in the outbox yet: ${p.samples.map((s) => s.unwritten).join(' ')}`);
  console.log(
    `done each second: ${p.samples.map((s, i) => s.done - (p.samples[i - 1]?.done ?? 0)).join(' ')}`,
  );
  if (p.cpu)
    console.log(
      `CPU per message: system process ${num(p.cpu.server)} µs, PostgreSQL ${num(p.cpu.postgres)} µs, ` +
        `this process ${num(p.cpu.loadGenerator)} µs; the cores allow at most ${num(p.cpu.ceiling)} a second at that cost`,
    );
  return p;
}
