/**
 * `npm run bench:broadcast`: what the original API's seat events cost (issue 22, SOCKET_BROADCAST).
 * Clients of that API join no screening: with the broadcast on, each of them hears every seat
 * change of every screening, as an array of seat ids. With 1,000 such listen-only Socket.IO clients
 * connected (in a process of their own), the system is run twice, broadcast on and off, each time
 * fresh and seeded like bench:booking:
 *   1. (on only) delivery: one hold over HTTP, timed to each listener's reservedSeats, 5 rounds;
 *   2. load: holds spread over the screenings (autocannon, as bench:booking's step 2): holds/s,
 *      p99, CPU per hold (server, PostgreSQL, load generator), and the seat events the listeners
 *      received.
 * PostgreSQL only; loopback; a few minutes; prints figures, asserts nothing.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:broadcast
 */
import { fileURLToPath } from 'node:url';
import { POSITION_HEADER } from '@cinema/contracts';
import type { BroadcastReady } from './lib/broadcast-child.ts';
import type { BookingSettings } from './lib/booking-child.ts';
import { cpuMeter, type CpuPerRequest } from './lib/cpu-meter.ts';
import { forkChild } from './lib/fork-child.ts';
import type { ClientsQuestion, ClientsReady } from './lib/socket-clients-child.ts';
import { socketFanout, type FanoutFigures } from './lib/socket-fanout.ts';
import { spreadHoldsLoad, type LoadRun, type LoadShape } from './lib/spread-holds.ts';
import { exitAfter, machineLine, ms, num, table } from './lib/stats.ts';
import { query, redact } from './lib/targets.ts';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SETTINGS = {
  listeners: env('BENCH_SOCKET_CLIENTS', 1000),
  load: {
    connections: env('BENCH_BOOKING_CONNECTIONS', 32),
    seconds: env('BENCH_BOOKING_SECONDS', 10),
    warmupSeconds: 2,
  } satisfies LoadShape,
  seed: {
    cinemas: 10,
    timings: 2,
    days: 1,
    viewers: env('BENCH_BOOKING_VIEWERS', 800),
  } satisfies BookingSettings,
  rounds: 5,
};

exitAfter(env('BENCH_TIMEOUT_SECONDS', 420));
const started = performance.now();
console.log(`bench:broadcast: ${machineLine()}`);
const url = process.env.DATABASE_URL;
if (!url) {
  console.log(
    'bench:broadcast: DATABASE_URL is not set; this bench measures PostgreSQL only. Run it as\n' +
      '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:broadcast',
  );
  process.exit(0);
}
await query(url, 'SELECT 1').catch((error: unknown) => {
  throw new Error(`DATABASE_URL is set but PostgreSQL does not answer at ${redact(url)}`, { cause: error });
});
const script = (name: string) => fileURLToPath(new URL(`./lib/${name}`, import.meta.url));

interface ModeFigures {
  broadcast: boolean;
  delivery?: FanoutFigures;
  load: LoadRun;
  listening: number;
  /** Seat events all listeners received during the measured load (warm-up included). */
  frames: number;
  rssMiB: number;
}

async function run(broadcast: boolean): Promise<ModeFigures> {
  const mode = broadcast ? 'on' : 'off';
  console.log(`\n== SOCKET_BROADCAST=${broadcast}: ${SETTINGS.listeners} listen-only clients ==`);
  const system = await forkChild<BroadcastReady>(
    script('broadcast-child.ts'),
    [JSON.stringify({ kind: 'postgres', url }), JSON.stringify(SETTINGS.seed), mode],
    240,
  );
  try {
    const r = system.ready;
    await caughtUp(r.origin, r.seededPosition);
    console.log(
      `seeded: ${r.spread.length} screenings of ${r.seatNumbers.length} seats, ${r.tokens.length} viewers`,
    );
    let delivery: FanoutFigures | undefined;
    if (broadcast) {
      delivery = await socketFanout(r.origin, r.fanout, {
        clients: SETTINGS.listeners,
        processes: 1,
        rounds: SETTINGS.rounds,
        seats: r.seatNumbers,
        tokens: r.tokens,
        listenOnly: true,
      });
      console.log(
        `delivery: ${delivery.received} of ${delivery.joined * delivery.rounds} arrays received over ${delivery.rounds} holds; ` +
          `from the HTTP answer: p50 ${ms(delivery.p50)}, p95 ${ms(delivery.p95)}, p99 ${ms(delivery.p99)}, ` +
          `max ${ms(delivery.max)}; median first ${ms(delivery.first)}, first-to-last ${ms(delivery.spread)}`,
      );
    }
    const listeners = await forkChild<ClientsReady>(script('socket-clients-child.ts'), [
      r.origin,
      r.fanout,
      String(SETTINGS.listeners),
      'listen',
    ]);
    try {
      await listeners.ask<number>({ type: 'frames' } satisfies ClientsQuestion);
      const plan = { origin: r.origin, screenings: r.spread, seatNumbers: r.seatNumbers, tokens: r.tokens };
      const viewers = Math.min(r.tokens.length, r.seatNumbers.length - 100);
      const load = await spreadHoldsLoad(plan, SETTINGS.load, viewers, cpuMeter(system.pid));
      // Pushes still on their way when the load stopped: a moment to arrive.
      await new Promise((resume) => setTimeout(resume, 1_000));
      const frames = await listeners.ask<number>({ type: 'frames' } satisfies ClientsQuestion);
      console.log(
        `load: ${num(load.requestsPerSecond)} holds/s (${load.connections} connections, ${load.seconds} s, ` +
          `statuses ${JSON.stringify(load.statuses)}), p50 ${ms(load.p50)}, p99 ${ms(load.p99)}; ${cpuLine(load.cpu)}`,
      );
      console.log(
        `listeners: ${listeners.ready.joined} connected; ${frames} seat events received in all ` +
          `(${num(frames / Math.max(1, listeners.ready.joined))} each)`,
      );
      await listeners.stop();
      const rssMiB = await system.stop();
      return { broadcast, delivery, load, listening: listeners.ready.joined, frames, rssMiB };
    } finally {
      await listeners.stop();
    }
  } finally {
    await system.stop();
  }
}

const off = await run(false);
const on = await run(true);
/** Seat events each listener received per second of load (warm-up included). */
const perSecond = (f: ModeFigures) =>
  f.frames / Math.max(1, f.listening) / (SETTINGS.load.seconds + SETTINGS.load.warmupSeconds);
console.log(`\n== Summary (PostgreSQL; ${machineLine()}) ==\n`);
console.log(
  table(
    ['', 'broadcast off', 'broadcast on'],
    [
      ['listen-only clients connected', String(off.listening), String(on.listening)],
      ['holds/s (spread)', num(off.load.requestsPerSecond), num(on.load.requestsPerSecond)],
      ['hold p99 ms', num(off.load.p99), num(on.load.p99)],
      ['server CPU µs per hold', num(off.load.cpu?.server), num(on.load.cpu?.server)],
      ['all CPU µs per hold', num(off.load.cpu?.total), num(on.load.cpu?.total)],
      ['seat events each listener received per second', num(perSecond(off)), num(perSecond(on))],
      ['seat events all listeners received', String(off.frames), String(on.frames)],
      ['server peak RSS MiB', num(off.rssMiB), num(on.rssMiB)],
      [
        'one hold to every listener, p50 / p95 / p99 ms',
        '-',
        on.delivery ? `${num(on.delivery.p50)} / ${num(on.delivery.p95)} / ${num(on.delivery.p99)}` : '-',
      ],
    ],
  ),
);
console.log(`\nbench:broadcast: done in ${num((performance.now() - started) / 1000)} s`);

function cpuLine(cpu: CpuPerRequest | undefined): string {
  if (!cpu) return 'CPU not measured';
  return `CPU per hold: server ${num(cpu.server)} µs, PostgreSQL ${num(cpu.postgres)} µs, load generator ${num(cpu.loadGenerator)} µs`;
}

/** Waits until the read side has projected everything seeded (a room check reads it). */
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
