/**
 * `npm run bench`: the event store and HTTP benches on the embedded PGlite (one instance for the
 * whole run) and, when DATABASE_URL is set, on that PostgreSQL server; then a summary table.
 * About 1 minute on PGlite alone, 2 with PostgreSQL; stops by itself; loopback traffic only.
 * Figures only: nothing here passes or fails on a timing.
 */
import { benchEventStore, EVENT_STORE_SETTINGS, type EventStoreFigures } from './event-store-append.ts';
import { benchHttpApi, HTTP_SETTINGS, type HttpFigures } from './http-api.ts';
import { benchHotStream, hotStreamTable, type HotStreamFigures } from './hot-stream.ts';
import { exitAfter, machineLine, num, table } from './lib/stats.ts';
import { LABEL, openTargets, redact } from './lib/targets.ts';

exitAfter(Number(process.env.BENCH_TIMEOUT_SECONDS ?? 300));
const started = performance.now();
console.log(`bench: ${machineLine()}`);
if (!process.env.DATABASE_URL) {
  console.log(
    'bench: DATABASE_URL is not set: embedded PGlite only (set it to also measure real PostgreSQL)',
  );
}

const targets = await openTargets();
const results: Array<{ store: EventStoreFigures; http: HttpFigures }> = [];
const hotStreams: HotStreamFigures[] = [];
try {
  console.log(`bench: embedded PGlite created in ${num(targets.pgliteStartSeconds)} s`);
  for (const target of targets.list) {
    if (target.kind === 'postgres') console.log(`bench: PostgreSQL at ${redact(target.url)}`);
    const store = await benchEventStore(target);
    const http = await benchHttpApi(target);
    hotStreams.push(await benchHotStream(target));
    results.push({ store, http });
  }
} finally {
  await targets.close();
}

const pair = (a: number, b: number) => `${num(a)} / ${num(b)}`;
const E = EVENT_STORE_SETTINGS;
const H = HTTP_SETTINGS;
const rows: Array<[string, (r: (typeof results)[number]) => string]> = [
  ['Sequential appends (1 event), appends/s', (r) => num(r.store.sequential.perSecond)],
  ['  latency p50 / p99, ms', (r) => pair(r.store.sequential.latency.p50, r.store.sequential.latency.p99)],
  [`${E.writers} concurrent writers, appends/s`, (r) => num(r.store.concurrent.perSecond)],
  ['  latency p50 / p99, ms', (r) => pair(r.store.concurrent.latency.p50, r.store.concurrent.latency.p99)],
  [`Batched appends (${E.batchSize} events), events/s`, (r) => num(r.store.batched.eventsPerSecond)],
  [
    'Subscriber catch-up, events/s',
    (r) => `${num(r.store.catchUp.eventsPerSecond)} (${r.store.catchUp.events.toLocaleString('en-US')} ev)`,
  ],
  [`GET getCities (${H.getCities.connections} conn), req/s`, (r) => num(r.http.getCities.requestsPerSecond)],
  ['  latency p50 / p99, ms', (r) => pair(r.http.getCities.p50, r.http.getCities.p99)],
  [`POST login (${H.login.connections} conn, argon2id), req/s`, (r) => num(r.http.login.requestsPerSecond)],
  ['  latency p50 / p99, ms', (r) => pair(r.http.login.p50, r.http.login.p99)],
  [
    'Read-your-writes (addCity → getCities), p50 / p99, ms',
    (r) => pair(r.http.readYourWrites.p50, r.http.readYourWrites.p99),
  ],
  [
    '  of which the POST, p50 / p99, ms',
    (r) => pair(r.http.readYourWrites.post.p50, r.http.readYourWrites.post.p99),
  ],
  ['Server process peak RSS, MiB', (r) => num(r.http.serverPeakRssMiB)],
];

console.log(`\n== Summary (${machineLine()}) ==\n`);
console.log(
  table(
    ['Figure', ...results.map((r) => LABEL[r.store.target])],
    rows.map(([name, value]) => [name, ...results.map(value)]),
  ),
);
const failures = results.flatMap((r) => {
  const notes: string[] = [];
  if (r.http.getCities.failures) notes.push(`${r.http.getCities.failures} failed getCities requests`);
  if (r.http.login.failures) notes.push(`${r.http.login.failures} failed logins`);
  if (r.http.readYourWrites.stale) notes.push(`${r.http.readYourWrites.stale} stale read-your-writes reads`);
  return notes.map((n) => `${LABEL[r.store.target]}: ${n}`);
});
if (failures.length) console.log(`\nnote: ${failures.join('; ')}`);
console.log(`\nHot streams (commands/s, p50 / p99 ms; one stream vs one stream per writer):\n`);
console.log(hotStreamTable(hotStreams));
console.log(`\nbench: done in ${num((performance.now() - started) / 1000)} s`);
