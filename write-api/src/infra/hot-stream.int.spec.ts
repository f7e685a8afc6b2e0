import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainError } from '@cinema/server-kit';
import { createPostgresEventStore, type EventStore, type PostgresEventStore } from '@cinema/event-store';
import { freshSchema, testDatabases, wakeFor } from '@cinema/event-store/testing';
import { CityAlreadyExistsError, citiesDecider, type AddCity } from '../catalog/cities/decide.ts';
import type { DomainEvent } from '@cinema/contracts';
import { createCommandHandler } from './command-handler.ts';
import type { Decider } from './decider.ts';

/** The store with its traffic counted: appends, and reads that start at a stream's first event. */
function counted(store: EventStore, beforeAppend: () => Promise<void> = async () => undefined) {
  const counts = { appends: 0, fullReads: 0, conflicts: 0 };
  const wrapped: EventStore = {
    ...store,
    readStream: (streamId, options) => {
      if (!options?.fromRevision) counts.fullReads++;
      return store.readStream(streamId, options);
    },
    append: async (streamId, events, expected) => {
      await beforeAppend();
      counts.appends++;
      return store.append(streamId, events, expected).catch((error: unknown) => {
        counts.conflicts++;
        throw error;
      });
    },
  };
  return { store: wrapped, counts };
}

const addCity = (cityName: string): AddCity => ({
  type: 'AddCity',
  cityId: `id-${cityName}`,
  cityName,
  addedBy: null,
  now: new Date('2026-11-22T10:00:00Z'),
});
const names = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix} ${i}`);

describe.each(testDatabases())('one hot stream on $kind', (database) => {
  let store: PostgresEventStore;

  beforeAll(async () => {
    store = createPostgresEventStore({
      connectionString: database.url,
      schema: await freshSchema(database.url),
      wake: wakeFor(database.kind),
    });
    await store.migrate();
  });
  afterAll(() => store?.close());

  const cityNames = async (streamId: string) =>
    (await store.readStream(streamId)).map((e) => (e.data as { cityName: string }).cityName);

  it('takes 1,000 concurrent commands without a conflict, each stored exactly once', async () => {
    const { store: watched, counts } = counted(store);
    const handler = createCommandHandler(watched);
    const wanted = names('Town', 1000);

    const results = await Promise.allSettled(
      wanted.map((name) => handler.handle('cities-a', citiesDecider, addCity(name))),
    );

    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect((await cityNames('cities-a')).sort()).toEqual([...wanted].sort());
    expect(counts.conflicts).toBe(0);
    expect(counts.fullReads).toBe(1);
    // Queued commands were appended together, not one append each.
    expect(counts.appends).toBeLessThan(50);
    for (const r of results) if (r.status === 'fulfilled') expect(r.value.position).toMatch(/^\d+:\d+$/);
  });

  it('reads only the new events for the next command on a stream it has seen', async () => {
    const { store: watched, counts } = counted(store);
    const handler = createCommandHandler(watched);
    await handler.handle('cities-b', citiesDecider, addCity('Surat'));
    await store.append('cities-b', [{ type: 'CityAdded', data: cityAdded('Agra') }], 0);

    await expect(handler.handle('cities-b', citiesDecider, addCity('agra'))).rejects.toBeInstanceOf(
      CityAlreadyExistsError,
    );
    await handler.handle('cities-b', citiesDecider, addCity('Kochi'));
    expect(counts.fullReads).toBe(1);
    expect(await cityNames('cities-b')).toEqual(['Surat', 'Agra', 'Kochi']);
  });

  it('fails only the command the decider refuses; the rest of its batch lands', async () => {
    const handler = createCommandHandler(store);
    const batch = ['Pune', 'Goa', 'pune', 'Nagpur', ' PUNE '];

    const results = await Promise.allSettled(
      batch.map((name) => handler.handle('cities-c', citiesDecider, addCity(name))),
    );

    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'rejected',
    ]);
    const refused = results.flatMap((r) => (r.status === 'rejected' ? [r.reason] : []));
    for (const error of refused) expect((error as DomainError).code).toBe('CITY_EXISTS');
    expect(await cityNames('cities-c')).toEqual(['Pune', 'Goa', 'Nagpur']);
  });

  it('two processes on one stream conflict, retry and lose no write', async () => {
    const other = createCommandHandler(store);
    let otherAppended!: () => void;
    const otherFirst = new Promise<void>((resolve) => (otherAppended = resolve));
    // This process's first append waits until the other process has appended: a sure conflict.
    const { store: slow, counts } = counted(store, () => otherFirst);
    const one = createCommandHandler(slow);
    const mine = names('Mine', 150);
    const theirs = names('Theirs', 150);

    const results = await Promise.allSettled([
      ...mine.map((name) => one.handle('cities-d', citiesDecider, addCity(name))),
      ...theirs.map((name) =>
        other.handle('cities-d', citiesDecider, addCity(name)).finally(() => otherAppended()),
      ),
    ]);

    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(counts.conflicts).toBeGreaterThan(0);
    expect(one.stats().conflicts).toBeGreaterThan(0);
    expect((await cityNames('cities-d')).sort()).toEqual([...mine, ...theirs].sort());
  });

  it("never refuses, or finds nothing to do, on another process's write it has not read yet", async () => {
    // A seat-like flag: Take is refused while taken, Free does nothing while free.
    const flag: Decider<boolean, 'Take' | 'Free', DomainEvent> = {
      initialState: () => false,
      evolve: (_taken, event) => event.type === 'CityAdded' && event.data.cityName === 'Taken',
      decide: (command, taken) => {
        if (command === 'Take' && taken) throw new Error('taken');
        if (command === 'Free' && !taken) return [];
        return [{ type: 'CityAdded', data: cityAdded(command === 'Take' ? 'Taken' : 'Freed') }];
      },
    };
    const one = createCommandHandler(store);
    const other = createCommandHandler(store);
    await one.handle('flag-a', flag, 'Take');
    await other.handle('flag-a', flag, 'Free');
    // `one` still remembers the flag taken: its refusal would be wrong.
    await one.handle('flag-a', flag, 'Take');
    // `other` still remembers it free: doing nothing would be wrong.
    const freed = await other.handle('flag-a', flag, 'Free');
    expect(freed.events.map((e) => e.data)).toEqual([cityAdded('Freed')]);
    expect(await cityNames('flag-a')).toEqual(['Taken', 'Freed', 'Taken', 'Freed']);
  });
});

const cityAdded = (cityName: string) => ({
  cityId: `id-${cityName}`,
  cityName,
  featured: false,
  addedBy: null,
  addedAt: '2026-11-22T10:00:00.000Z',
});
