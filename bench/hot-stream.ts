/**
 * Hot streams: commands/s and latency of the write side's command handler for 1, 100 and 1,000
 * concurrent writers all on ONE stream, next to the same writers spread over one stream each.
 * Each writer issues commands one after another (closed loop) for a fixed time. Prints figures
 * only; it never asserts a timing.
 *
 *   npx tsx bench/hot-stream.ts                                   # embedded PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/hot-stream.ts
 */
import type { DomainEvent } from '@cinema/contracts';
import { createPostgresEventStore, type EventStore } from '@cinema/event-store';
import { freshSchema } from '@cinema/event-store/testing';
import { createCommandHandler } from '../write-api/src/infra/command-handler.ts';
import type { Decider } from '../write-api/src/infra/decider.ts';
import { isMain, ms, num, summarize, table, type LatencySummary } from './lib/stats.ts';
import { dropSchemas, LABEL, runOnEveryTarget, type Target } from './lib/targets.ts';

export const HOT_STREAM_SETTINGS = {
  phaseSeconds: Number(process.env.BENCH_HOT_SECONDS ?? 3),
  writers: [1, 100, 1000],
};

export interface HotStreamRun {
  writers: number;
  /** Seconds from the first command to the last answer (the phase plus commands still in flight). */
  elapsed: number;
  layout: 'one stream' | 'one stream per writer';
  commands: number;
  perSecond: number;
  latency: LatencySummary;
  /** Commands per append (group commit). */
  perAppend: number;
  conflicts: number;
  failures: number;
}

export interface HotStreamFigures {
  target: Target['kind'];
  runs: HotStreamRun[];
}

// A decider as cheap as possible, so the figures are the pipeline's (queue, read, decide, append),
// not the cost of some aggregate's evolve. Every command is accepted and appends one event.
type Count = { accepted: number };
const counter: Decider<Count, { n: number }, DomainEvent> = {
  initialState: () => ({ accepted: 0 }),
  evolve: (state) => ({ accepted: state.accepted + 1 }),
  decide: (command) => [{ type: 'BenchCommandAccepted', data: { n: command.n } } as unknown as DomainEvent],
};

async function phase(
  store: EventStore,
  writers: number,
  layout: HotStreamRun['layout'],
  seconds: number,
): Promise<HotStreamRun> {
  let appends = 0;
  const counted: EventStore = {
    ...store,
    append: (...args) => {
      appends++;
      return store.append(...args);
    },
  };
  const handler = createCommandHandler(counted, { cachedStreams: Math.max(1000, writers) });
  const run = `${layout === 'one stream' ? 'hot' : 'spread'}-${writers}-${Date.now()}`;
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      const streamId = layout === 'one stream' ? run : `${run}-${w}`;
      for (let n = 0; performance.now() < deadline; n++) {
        const t0 = performance.now();
        try {
          await handler.handle(streamId, counter, { n });
          latencies.push(performance.now() - t0);
        } catch {
          failures++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    elapsed,
    writers,
    layout,
    commands: latencies.length,
    perSecond: latencies.length / elapsed,
    latency: summarize(latencies),
    perAppend: latencies.length / Math.max(1, appends),
    conflicts: handler.stats().conflicts,
    failures,
  };
}

export async function benchHotStream(
  target: Target,
  log: (line: string) => void = console.log,
): Promise<HotStreamFigures> {
  const s = HOT_STREAM_SETTINGS;
  const schema = await freshSchema(target.url);
  const store = createPostgresEventStore({
    connectionString: target.url,
    schema,
    wake: target.kind === 'pglite' ? 'in-process' : 'listen',
  });
  log(`\n== Hot streams on ${LABEL[target.kind]} (schema ${schema}) ==`);
  try {
    await store.migrate();
    await phase(store, 10, 'one stream', 0.5); // warm-up: connections, plans
    const runs: HotStreamRun[] = [];
    for (const writers of s.writers) {
      for (const layout of ['one stream', 'one stream per writer'] as const) {
        const r = await phase(store, writers, layout, s.phaseSeconds);
        runs.push(r);
        log(
          `${writers} writers, ${layout}: ${num(r.perSecond)} commands/s (${r.commands} in ${num(r.elapsed)} s), ` +
            `p50 ${ms(r.latency.p50)}, p99 ${ms(r.latency.p99)}, ${num(r.perAppend)} commands/append, ` +
            `${r.conflicts} conflicts, ${r.failures} failed`,
        );
      }
    }
    return { target: target.kind, runs };
  } finally {
    await store.close();
    await dropSchemas(target.url, [schema]);
  }
}

/** One row per writer count and layout, one column per database. */
export function hotStreamTable(figures: readonly HotStreamFigures[]): string {
  const cell = (r: HotStreamRun | undefined) =>
    r
      ? `${num(r.perSecond)} (${num(r.latency.p50)} / ${num(r.latency.p99)})` +
        (r.conflicts || r.failures ? ` ${r.conflicts} conflicts, ${r.failures} failed` : '')
      : 'n/a';
  const rows = (figures[0]?.runs ?? []).map((run, i) => [
    `${run.writers.toLocaleString('en-US')} writer${run.writers === 1 ? '' : 's'}, ${run.layout}`,
    ...figures.map((f) => cell(f.runs[i])),
  ]);
  return table(['Concurrent writers, layout', ...figures.map((f) => LABEL[f.target])], rows);
}

if (isMain(import.meta.url)) {
  const figures: HotStreamFigures[] = [];
  await runOnEveryTarget(async (target) => figures.push(await benchHotStream(target)));
  console.log(`\n${hotStreamTable(figures)}`);
}
