/*
 * What bench:outbox reads from PostgreSQL while a phase runs: the backlog each second until
 * everything expected is done, and the delays of the messages done (percentiles in SQL).
 */
import type pg from 'pg';
import type { CpuPerRequest } from './cpu-meter.ts';

export interface Sample {
  second: number;
  /** Due (timer due, or message available, or booked and not mailed) and not done yet. */
  backlog: number;
  /** Of the backlog, timers due and not fired yet (releases only). */
  timers?: number;
  /** Of the backlog, bookings whose mail is not in the outbox yet (the reactor's lag; bookings only). */
  unwritten?: number;
  done: number;
}

export interface PhaseResult {
  name: string;
  /** Messages a second the phase offered (bookings: the paid bookings/s the clients made). */
  offered: number;
  expected: number;
  done: number;
  notDone: number;
  perSecond: number;
  p50: number;
  p99: number;
  max: number;
  samples: Sample[];
  cpu: CpuPerRequest | undefined;
  extra: string;
}

export interface Delays {
  n: number;
  p50: number;
  p99: number;
  max: number;
}

export function sampling(db: pg.Pool, drainSeconds: number) {
  const one = async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows[0] as T;

  /** Samples the backlog every second from `from` until everything expected is done (or drained out). */
  async function watch(
    expected: () => number,
    from: number,
    loadEnds: () => number,
    state: () => Promise<Omit<Sample, 'second'>>,
  ): Promise<Sample[]> {
    const samples: Sample[] = [];
    for (let tick = 1; ; tick++) {
      const at = from + tick * 1000;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
      const s = await state();
      samples.push({ second: tick, ...s });
      const ended = Date.now() >= loadEnds();
      if ((s.done >= expected() && ended) || (ended && Date.now() > loadEnds() + drainSeconds * 1000))
        return samples;
    }
  }

  /** Count and p50 / p99 / max of `expr` (an interval) over the rows of `where`, in ms. */
  async function delays(expr: string, where: string, values: unknown[]): Promise<Delays> {
    const d = await one<{ n: string; p50: string; p99: string; max: string }>(
      `SELECT count(*) AS n,
              percentile_disc(0.5) WITHIN GROUP (ORDER BY d) AS p50,
              percentile_disc(0.99) WITHIN GROUP (ORDER BY d) AS p99, max(d) AS max
         FROM (SELECT extract(epoch FROM ${expr}) * 1000 AS d FROM ${where}) x`,
      values,
    );
    return { n: Number(d.n), p50: Number(d.p50), p99: Number(d.p99), max: Number(d.max) };
  }

  return { one, watch, delays };
}
