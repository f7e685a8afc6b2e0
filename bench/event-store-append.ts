/**
 * Event store figures: single-event appends (sequential, and concurrent writers on distinct
 * streams), batched appends, and how fast a subscriber catches up over the whole log.
 * Prints figures only; it never asserts a timing.
 *
 *   npx tsx bench/event-store-append.ts                       # embedded PGlite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/event-store-append.ts
 */
import { createPostgresEventStore, START, type NewEvent, type PostgresEventStore } from '@cinema/event-store';
import { freshSchema } from '@cinema/event-store/testing';
import { isMain, ms, num, summarize, type LatencySummary } from './lib/stats.ts';
import { dropSchemas, LABEL, runOnEveryTarget, type Target } from './lib/targets.ts';

export const EVENT_STORE_SETTINGS = {
  /** Each timed phase stops at whichever comes first: the time or the count. */
  phaseSeconds: Number(process.env.BENCH_PHASE_SECONDS ?? 3),
  maxSequential: 5_000,
  writers: 8,
  /** Events appended in batches before the catch-up (the catch-up reads every event in the schema). */
  batchedEvents: 60_000,
  batchSize: 100,
  /** The projector reads in batches of 500. */
  subscribeBatchSize: 500,
};

export interface EventStoreFigures {
  target: Target['kind'];
  sequential: { perSecond: number; latency: LatencySummary };
  concurrent: { writers: number; perSecond: number; latency: LatencySummary };
  batched: { batchSize: number; eventsPerSecond: number; latency: LatencySummary };
  catchUp: { events: number; seconds: number; eventsPerSecond: number };
}

const event = (i: number): NewEvent => ({
  type: 'BenchEventHappened',
  data: { i, note: 'a small payload, about the size of a domain event', at: new Date().toISOString() },
  metadata: { actorId: 'bench' },
});

/** Calls `step` until the phase's time or count runs out; returns per-call latencies (ms) and elapsed seconds. */
async function timed(seconds: number, maxCalls: number, step: (i: number) => Promise<unknown>) {
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  for (let i = 0; i < maxCalls && performance.now() < deadline; i++) {
    const t0 = performance.now();
    await step(i);
    latencies.push(performance.now() - t0);
  }
  return { latencies, elapsed: (performance.now() - started) / 1000 };
}

export async function benchEventStore(
  target: Target,
  log: (line: string) => void = console.log,
): Promise<EventStoreFigures> {
  const s = EVENT_STORE_SETTINGS;
  const schema = await freshSchema(target.url);
  const store: PostgresEventStore = createPostgresEventStore({
    connectionString: target.url,
    schema,
    // PGlite cannot deliver NOTIFY to other connections: the store wakes subscribers in-process there.
    wake: target.kind === 'pglite' ? 'in-process' : 'listen',
  });
  log(`\n== Event store on ${LABEL[target.kind]} (schema ${schema}) ==`);
  try {
    await store.migrate();
    // Warm-up: connections, plans, JIT.
    for (let i = 0; i < 50; i++) await store.append(`warmup-${i % 5}`, [event(i)], 'any');

    // 1. One writer, one event per append, each checking the expected revision of its stream.
    const seq = await timed(s.phaseSeconds, s.maxSequential, (i) =>
      store.append('sequential-1', [event(i)], i === 0 ? 'no_stream' : i - 1),
    );
    const sequential = { perSecond: seq.latencies.length / seq.elapsed, latency: summarize(seq.latencies) };
    log(
      `sequential single-event appends: ${num(sequential.perSecond)} appends/s ` +
        `(${seq.latencies.length} in ${num(seq.elapsed)} s), p50 ${ms(sequential.latency.p50)}, p99 ${ms(sequential.latency.p99)}`,
    );

    // 2. Concurrent writers, each on its own stream (no revision conflicts, only the database's contention).
    const started = performance.now();
    const perWriter = await Promise.all(
      Array.from({ length: s.writers }, (_, w) =>
        timed(s.phaseSeconds, s.maxSequential, (i) =>
          store.append(`concurrent-${w}`, [event(i)], i === 0 ? 'no_stream' : i - 1),
        ),
      ),
    );
    const elapsed = (performance.now() - started) / 1000;
    const all = perWriter.flatMap((r) => r.latencies);
    const concurrent = { writers: s.writers, perSecond: all.length / elapsed, latency: summarize(all) };
    log(
      `${s.writers} concurrent writers (distinct streams): ${num(concurrent.perSecond)} appends/s ` +
        `(${all.length} in ${num(elapsed)} s), p50 ${ms(concurrent.latency.p50)}, p99 ${ms(concurrent.latency.p99)}`,
    );

    // 3. Batched appends: the log the subscriber then reads.
    const batches = Math.ceil(s.batchedEvents / s.batchSize);
    const bat = await timed(600, batches, (b) =>
      store.append(
        `batched-${b % 20}`,
        Array.from({ length: s.batchSize }, (_, i) => event(b * s.batchSize + i)),
        'any',
      ),
    );
    const batched = {
      batchSize: s.batchSize,
      eventsPerSecond: (bat.latencies.length * s.batchSize) / bat.elapsed,
      latency: summarize(bat.latencies),
    };
    log(
      `batched appends (${s.batchSize} events each): ${num(batched.eventsPerSecond)} events/s ` +
        `(${bat.latencies.length} batches in ${num(bat.elapsed)} s), p50 ${ms(batched.latency.p50)}, p99 ${ms(batched.latency.p99)}`,
    );

    // 4. A new subscriber from the start of the log, until it has seen every event.
    const total = Number(
      (await store.pool.query<{ n: string }>(`SELECT count(*)::text AS n FROM "${schema}".events`)).rows[0]!
        .n,
    );
    const catchUp = await new Promise<EventStoreFigures['catchUp']>((resolve, reject) => {
      let seen = 0;
      const t0 = performance.now();
      const timeout = setTimeout(
        () => reject(new Error(`catch-up did not finish within 120 s (${seen}/${total})`)),
        120_000,
      );
      const subscription = store.subscribeToAll({
        from: START,
        batchSize: s.subscribeBatchSize,
        onError: (error) => log(`subscriber error: ${String(error)}`),
        handler: async (events) => {
          seen += events.length;
          if (seen < total) return;
          const seconds = (performance.now() - t0) / 1000;
          clearTimeout(timeout);
          void subscription
            .close()
            .then(() => resolve({ events: seen, seconds, eventsPerSecond: seen / seconds }), reject);
        },
      });
    });
    log(
      `subscriber catch-up (batches of ${s.subscribeBatchSize}): ${catchUp.events} events in ${num(catchUp.seconds)} s = ` +
        `${num(catchUp.eventsPerSecond)} events/s`,
    );
    return { target: target.kind, sequential, concurrent, batched, catchUp };
  } finally {
    await store.close();
    await dropSchemas(target.url, [schema]);
  }
}

if (isMain(import.meta.url)) await runOnEveryTarget(benchEventStore);
