/*
 * The system under the booking bench, in a process of its own: started in fresh schemas, seeded
 * (cinemas and live shows through the write side's commands, viewers with signed tokens), and
 * asked by the parent for a screening's holds as its event stream records them.
 */
import { postgresHeadPosition } from '@cinema/read-api';
import type { Target } from './targets.ts';
import { startBenchSystem, type BenchSystem } from './bench-system.ts';
import { seedCatalog, seedViewers, type SeededCatalog } from './booking-seed.ts';
import { serveParent } from './fork-child.ts';
import { screeningStreamId } from '../../write-api/src/shows/seats/stream-id.ts';

export interface BookingSettings {
  cinemas: number;
  timings: number;
  days: number;
  viewers: number;
}

export interface BookingReady extends SeededCatalog {
  type: 'ready';
  origin: string;
  schemas: string[];
  startSeconds: number;
  seedSeconds: number;
  /** The store's head after seeding: a query carrying it sees everything seeded. */
  seededPosition: string;
  /** One signed Viewer token per seeded viewer, and the viewers' account ids in the same order. */
  tokens: string[];
  accountIds: string[];
}

/** A hold as the screening's stream records it; `released` once a HoldReleased closed it. */
export interface RecordedHold {
  holdId: string;
  accountId: string;
  seats: string[];
  released: boolean;
}

export type BookingQuestion = { type: 'holds'; screeningId: string } | { type: 'quiet' };

const target = JSON.parse(process.argv[2] ?? '{}') as Target;
const settings = JSON.parse(process.argv[3] ?? '{}') as BookingSettings;
let bench: BenchSystem | undefined;

/** Every hold of the screening in stream order, with whether it was released since. */
async function holdsOf(screeningId: string): Promise<RecordedHold[]> {
  const events = await bench!.system.store.readStream(screeningStreamId(screeningId));
  const holds = new Map<string, RecordedHold>();
  for (const e of events) {
    const data = e.data as { holdId?: string; accountId?: string; seats?: unknown[] };
    if (e.type === 'SeatsHeld')
      holds.set(data.holdId!, {
        holdId: data.holdId!,
        accountId: data.accountId!,
        seats: data.seats as string[],
        released: false,
      });
    if (e.type === 'HoldReleased') {
      const hold = holds.get(data.holdId!);
      if (hold) hold.released = true;
    }
  }
  return [...holds.values()];
}

/**
 * Waits (up to 15 s) until the reactors have handled every event and nothing is due in the
 * outbox, and gives back the store's head, for the parent to wait for the read side too: each
 * scenario then starts on a quiet system, not on the backlog of the one before.
 */
async function quiet(): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (!(await bench!.system.workflow.settled()) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return postgresHeadPosition(bench!.system.db, bench!.schemas[0]!)();
}

const { send, shutdown } = serveParent(
  async () => {
    await bench?.stop();
  },
  async (question) => {
    const q = question as BookingQuestion;
    if (q.type === 'holds') return holdsOf(q.screeningId);
    if (q.type === 'quiet') return quiet();
    throw new Error(`unknown question ${JSON.stringify(question)}`);
  },
);

try {
  const started = performance.now();
  bench = await startBenchSystem(target);
  const startSeconds = (performance.now() - started) / 1000;
  const seeding = performance.now();
  const catalog = await seedCatalog(bench.system, settings);
  const { tokens, accountIds } = await seedViewers(bench.system, settings.viewers);
  const seededPosition = await postgresHeadPosition(bench.system.db, bench.schemas[0]!)();
  send({
    type: 'ready',
    origin: bench.origin,
    schemas: bench.schemas,
    startSeconds,
    seedSeconds: (performance.now() - seeding) / 1000,
    seededPosition,
    tokens,
    accountIds,
    ...catalog,
  } satisfies BookingReady);
} catch (error) {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  await shutdown(1);
}
