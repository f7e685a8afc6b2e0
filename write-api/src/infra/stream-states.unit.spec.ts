import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@cinema/contracts';
import type { EventStore, RecordedEvent } from '@cinema/event-store';
import { streamStates } from './stream-states.ts';

/** One stream in memory whose reads wait until released, so calls can arrive while one is out. */
function slowStore(soleWriter = false) {
  const events: RecordedEvent[] = [];
  const reads: { from: number; release: () => void }[] = [];
  const store = {
    soleWriter,
    readStream(_streamId: string, options?: { fromRevision?: number }) {
      const from = options?.fromRevision ?? 0;
      // What the store held when the read began, as a database snapshot would.
      const snapshot = events.slice(from);
      return new Promise<RecordedEvent[]>((resolve) => {
        reads.push({ from, release: () => resolve(snapshot) });
      });
    },
  } as unknown as EventStore;
  const append = (name: string) =>
    events.push({
      type: 'CityAdded',
      data: {
        cityId: name,
        cityName: name,
        featured: false,
        addedBy: 'admin-1',
        addedAt: '2026-12-10T06:00:00Z',
      },
      streamId: 'cities',
      revision: events.length,
      metadata: {},
      position: `1:${events.length}`,
      recordedAt: new Date(),
    } as unknown as RecordedEvent);
  return { store, reads, append };
}

/** Counts the events folded, so a repeated fold shows. */
function countingDecider() {
  const folded: string[] = [];
  return {
    folded,
    decider: {
      initialState: () => [] as string[],
      evolve: (state: string[], event: DomainEvent) => {
        const name = (event.data as { cityName: string }).cityName;
        folded.push(name);
        return [...state, name];
      },
    },
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('stream states', () => {
  it('serves callers that arrive during a read with one later read, which sees what they expect', async () => {
    const { store, reads, append } = slowStore();
    const { folded, decider } = countingDecider();
    const states = streamStates(store, { maxStreams: 10, maxEvents: 100 });
    append('Indore');
    const first = states.current('cities', decider);
    await flush();
    // Written before the next callers asked: they must see it although the first read is older.
    append('Bhopal');
    const later = Array.from({ length: 50 }, () => states.current('cities', decider));
    await flush();
    expect(reads).toHaveLength(1);

    reads[0]!.release();
    await flush();
    expect(reads).toHaveLength(2);
    reads[1]!.release();

    expect((await first).state).toEqual(['Indore']);
    for (const state of await Promise.all(later)) expect(state.state).toEqual(['Indore', 'Bhopal']);
    // The later read started where the first ended: each event was read and folded once.
    expect(reads[1]!.from).toBe(1);
    expect(folded).toEqual(['Indore', 'Bhopal']);
  });

  it('asks the store again for a cached stream only when another process may have appended to it', async () => {
    for (const soleWriter of [false, true]) {
      const { store, reads, append } = slowStore(soleWriter);
      const { decider } = countingDecider();
      const states = streamStates(store, { maxStreams: 10, maxEvents: 100 });
      append('Indore');
      const first = states.current('cities', decider);
      await flush();
      reads[0]!.release();
      expect((await first).state).toEqual(['Indore']);

      const again = states.current('cities', decider);
      await flush();
      // Only this process writes: the cached state is the current one, no read.
      expect(reads).toHaveLength(soleWriter ? 1 : 2);
      reads[1]?.release();
      expect((await again).state).toEqual(['Indore']);
    }
  });
});
