/*
 * The system under the broadcast bench, in a process of its own, with SOCKET_BROADCAST as the
 * parent says: started in fresh schemas and seeded like the booking bench (1,000-seat screens,
 * viewers with signed tokens).
 */
import { postgresHeadPosition } from '@cinema/read-api';
import type { Target } from './targets.ts';
import { startBenchSystem, type BenchSystem } from './bench-system.ts';
import { seedCatalog, seedViewers, type SeededCatalog } from './booking-seed.ts';
import { serveParent } from './fork-child.ts';
import type { BookingSettings } from './booking-child.ts';

export interface BroadcastReady extends SeededCatalog {
  type: 'ready';
  origin: string;
  seededPosition: string;
  tokens: string[];
}

const target = JSON.parse(process.argv[2] ?? '{}') as Target;
const settings = JSON.parse(process.argv[3] ?? '{}') as BookingSettings;
const broadcast = process.argv[4] === 'on';
let bench: BenchSystem | undefined;

const { send, shutdown } = serveParent(async () => {
  await bench?.stop();
});

try {
  bench = await startBenchSystem(target, { SOCKET_BROADCAST: String(broadcast) });
  const catalog = await seedCatalog(bench.system, settings);
  const { tokens } = await seedViewers(bench.system, settings.viewers);
  const seededPosition = await postgresHeadPosition(bench.system.db, bench.schemas[0]!)();
  send({ type: 'ready', origin: bench.origin, seededPosition, tokens, ...catalog } satisfies BroadcastReady);
} catch (error) {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  await shutdown(1);
}
