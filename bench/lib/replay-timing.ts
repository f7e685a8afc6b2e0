/*
 * Where a replay's time goes, measured from outside the projector (its code is not changed):
 * the event store's reads, each projection's apply, and every statement sent to PostgreSQL.
 */
import type { EventStore } from '@cinema/event-store';
import type { Projection } from '@cinema/projector';
import type pg from 'pg';
import { processCpu } from './cpu-meter.ts';

export interface ReplayTiming {
  readSeconds: number;
  readCalls: number;
  projections: Map<string, { seconds: number; calls: number }>;
  statements: number;
  statementSeconds: number;
  /** Statements by kind ("insert into screening_seats"), with their count and time. */
  byKind: Map<string, { count: number; seconds: number }>;
}

/** "insert into "s"."screening_seats" (…" → "insert into screening_seats". */
function kindOf(text: unknown): string {
  if (typeof text !== 'string') return 'other';
  const words = text
    .replace(/"[^"]*"\./g, '')
    .replace(/"/g, '')
    .trim()
    .split(/\s+/);
  const verb = words[0]?.toLowerCase() ?? '';
  const target =
    verb === 'select'
      ? words[words.findIndex((w) => w.toLowerCase() === 'from') + 1]
      : words[verb === 'update' ? 1 : 2];
  return `${verb} ${target ?? ''}`.trim();
}

export function timedReplay(store: EventStore, projections: readonly Projection[], pool: pg.Pool) {
  const timing: ReplayTiming = {
    readSeconds: 0,
    readCalls: 0,
    projections: new Map(projections.map((p) => [p.name, { seconds: 0, calls: 0 }])),
    statements: 0,
    statementSeconds: 0,
    byKind: new Map(),
  };
  const timedStore: EventStore = {
    ...store,
    readAll: async (from, limit) => {
      const started = performance.now();
      try {
        return await store.readAll(from, limit);
      } finally {
        timing.readSeconds += (performance.now() - started) / 1000;
        timing.readCalls++;
      }
    },
  };
  const timed = async (name: string, calls: number, run: () => Promise<void>) => {
    const started = performance.now();
    try {
      await run();
    } finally {
      const t = timing.projections.get(name)!;
      t.seconds += (performance.now() - started) / 1000;
      t.calls += calls;
    }
  };
  const timedProjections = projections.map((p): Projection => ({
    ...p,
    apply: (trx, event) => timed(p.name, 1, () => p.apply(trx, event)),
    applyAll: p.applyAll && ((trx, events) => timed(p.name, events.length, () => p.applyAll!(trx, events))),
    replay:
      p.replay &&
      ((db) => {
        const replay = p.replay!(db);
        return {
          apply: (trx, events) => timed(p.name, events.length, () => replay.apply(trx, events)),
          drain: replay.drain && (() => timed(p.name, 0, () => replay.drain!())),
          finish: (trx) => timed(p.name, 0, () => replay.finish(trx)),
        };
      }),
  }));
  // Every statement of every pooled connection (Kysely's and the store's), promise or callback form.
  const patched = new WeakSet<object>();
  pool.on('acquire', (client) => {
    if (patched.has(client)) return;
    patched.add(client);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
      timing.statements++;
      const started = performance.now();
      const first = args[0];
      const kind = kindOf(
        typeof first === 'object' && first !== null ? (first as { text?: unknown }).text : first,
      );
      const done = () => {
        const seconds = (performance.now() - started) / 1000;
        timing.statementSeconds += seconds;
        const k = timing.byKind.get(kind) ?? { count: 0, seconds: 0 };
        timing.byKind.set(kind, { count: k.count + 1, seconds: k.seconds + seconds });
      };
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (...result: unknown[]) => {
          done();
          return (last as (...a: unknown[]) => unknown)(...result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (result instanceof Promise) return result.finally(done);
      return result;
    };
  });
  return { store: timedStore, projections: timedProjections, timing };
}

/**
 * CPU seconds used so far by the PostgreSQL backends serving connections named `applicationName`
 * (read from /proc: PostgreSQL runs on this machine), by backend pid.
 */
export async function backendCpu(pool: pg.Pool, applicationName: string): Promise<Map<number, number>> {
  const { rows } = await pool.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE application_name = $1',
    [applicationName],
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    const used = await processCpu(pid);
    if (used) cpu.set(pid, used.seconds);
  }
  return cpu;
}

/** CPU the backends used between two readings (a backend that appeared meanwhile counts whole). */
export function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let seconds = 0;
  for (const [pid, used] of after) seconds += used - (before.get(pid) ?? 0);
  return seconds;
}
