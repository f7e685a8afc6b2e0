/** The booking bench's summary table: each figure beside the goal of issue 10 and whether it is met. */
import type { CpuPerRequest } from './cpu-meter.ts';
import type { FanoutFigures } from './socket-fanout.ts';
import type { HotFigures } from './hot-screening.ts';
import type { LoadRun } from './spread-holds.ts';
import { num, table } from './stats.ts';

export interface BookingFigures {
  baseline: LoadRun;
  spread: LoadRun;
  screenings: number;
  hot: HotFigures;
  fanout: FanoutFigures;
  rssMiB: number;
}

const pair = (a: number, b: number) => `${num(a)} / ${num(b)}`;
const met = (ok: boolean) => (ok ? 'yes' : 'NO');
const count = (n: number) => n.toLocaleString('en-US');

/** CPU per request of the server, PostgreSQL and the load generator, in µs. */
const cpuRows = (cpu: CpuPerRequest | undefined): string[][] =>
  cpu
    ? [
        [
          '  CPU per request, µs: server / PostgreSQL / load',
          `${num(cpu.server)} / ${num(cpu.postgres)} / ${num(cpu.loadGenerator)}`,
          '',
          '',
        ],
      ]
    : [];

export function bookingSummary(f: BookingFigures): string {
  const { baseline, spread, hot, fanout } = f;
  const ratio = spread.requestsPerSecond / baseline.requestsPerSecond;
  const other = Object.values(hot.other).reduce((a, b) => a + b, 0);
  const rows: string[][] = [
    [`Bare Express POST (${baseline.connections} conn), req/s`, num(baseline.requestsPerSecond), '', ''],
    ['  latency p50 / p99, ms', pair(baseline.p50, baseline.p99), '', ''],
    ...cpuRows(baseline.cpu),
    [
      `Holds over ${f.screenings} screenings (${spread.connections} conn), holds/s`,
      num(spread.requestsPerSecond),
      '',
      '',
    ],
    ['  of the bare Express req/s', `${num(100 * ratio)} %`, '≥ 40 %', met(ratio >= 0.4)],
    ['  latency p50 / p99, ms', pair(spread.p50, spread.p99), 'p99 ≤ 50', met(spread.p99 <= 50)],
    ...cpuRows(spread.cpu),
    ...(spread.cpu && baseline.cpu
      ? [
          [
            '  most holds/s the cores allow at this cost',
            `${num(spread.cpu.ceiling)} (${num((100 * spread.cpu.ceiling) / baseline.requestsPerSecond)} %)`,
            '',
            '',
          ],
        ]
      : []),
    [
      '  answers not 2xx / errors',
      `${count(spread.non2xx)} / ${count(spread.errors)}`,
      '0 / 0',
      met(spread.non2xx + spread.errors === 0),
    ],
    [
      `Hot screening, ${count(hot.requests)} viewers at once, decided/s`,
      num(hot.decidedPerSecond),
      '≥ 300',
      met(hot.decidedPerSecond >= 300),
    ],
    [
      '  latency p50 / p99, ms',
      pair(hot.latency.p50, hot.latency.p99),
      'p99 ≤ 250',
      met(hot.latency.p99 <= 250),
    ],
    ...cpuRows(hot.cpu),
    ['  200 / 409 / other answers', `${count(hot.ok)} / ${count(hot.conflicts)} / ${count(other)}`, '', ''],
    ['  seats held at the end', count(hot.seatsHeld), '', ''],
    ['  spurious conflicts', count(hot.spuriousConflicts), '0', met(hot.spuriousConflicts === 0)],
    ['  seats sold twice', count(hot.soldTwice), '0', met(hot.soldTwice === 0)],
    [
      `Socket fan-out to ${count(fanout.joined)} clients, pushes received`,
      `${count(fanout.received)} of ${count(fanout.joined * fanout.rounds)}`,
      'all',
      met(fanout.joined === fanout.clients && fanout.received === fanout.joined * fanout.rounds),
    ],
    [
      '  after the HTTP answer p50 / p95, ms',
      pair(fanout.p50, fanout.p95),
      'p95 ≤ 100',
      met(fanout.p95 <= 100),
    ],
    ['  p99 / max, ms', pair(fanout.p99, fanout.max), '', ''],
    ['  first push / first-to-last, ms (median)', pair(fanout.first, fanout.spread), '', ''],
    ['Server process peak RSS, MiB', num(f.rssMiB), '', ''],
  ];
  return table(['Figure', 'Measured', 'Goal', 'Met'], rows);
}
