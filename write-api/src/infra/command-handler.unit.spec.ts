import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '@cinema/contracts';
import type { EventStore, RecordedEvent } from '@cinema/event-store';
import { citiesDecider, type AddCity } from '../catalog/cities/decide.ts';
import { createCommandHandler } from './command-handler.ts';

/** Just enough of an event store in memory: streams, expected revisions, and injectable failures. */
function memoryStore() {
  const streams = new Map<string, RecordedEvent[]>();
  const log = {
    fullReads: [] as string[],
    refuse: (_events: { data: unknown }[]) => false,
  };
  const store = {
    async readStream(streamId: string, options?: { fromRevision?: number }) {
      if (!options?.fromRevision) log.fullReads.push(streamId);
      return (streams.get(streamId) ?? []).slice(options?.fromRevision ?? 0);
    },
    async append(streamId: string, events: { type: string; data: unknown }[]) {
      if (log.refuse(events)) throw new Error('refused');
      const stream = streams.get(streamId) ?? [];
      for (const e of events)
        stream.push({
          ...e,
          streamId,
          revision: stream.length,
          metadata: {},
          position: `1:${stream.length}`,
          recordedAt: new Date(),
        });
      streams.set(streamId, stream);
      return { nextRevision: stream.length - 1, position: `1:${stream.length - 1}` };
    },
  } as unknown as EventStore;
  return { store, log, streams };
}

const add = (cityName: string): AddCity => ({
  type: 'AddCity',
  cityId: cityName,
  cityName,
  addedBy: null,
  now: new Date('2026-11-22T10:00:00Z'),
});

describe('command handler', () => {
  it('when the store is down, commands decided after unstored events fail with it; earlier refusals stand', async () => {
    const { store, log } = memoryStore();
    const handler = createCommandHandler(store);
    await handler.handle('c', citiesDecider, add('Pune'));
    log.refuse = () => true;

    const results = await Promise.allSettled(
      ['pune', 'Goa', 'goa', 'Agra'].map((name) => handler.handle('c', citiesDecider, add(name))),
    );

    expect(results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'ok'))).toEqual([
      SERVER_MESSAGES.cityExists,
      'refused',
      'refused',
      'refused',
    ]);
  });

  it('when the store refuses a group append, only the command whose event it refuses fails', async () => {
    const { store, log, streams } = memoryStore();
    const handler = createCommandHandler(store);
    await handler.handle('c', citiesDecider, add('Pune'));
    log.refuse = (events) => events.some((e) => JSON.stringify(e.data).includes('Poison'));

    const results = await Promise.allSettled(
      ['Goa', 'Poison', 'Agra'].map((name) => handler.handle('c', citiesDecider, add(name))),
    );

    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(streams.get('c')!.map((e) => (e.data as { cityName: string }).cityName)).toEqual([
      'Pune',
      'Goa',
      'Agra',
    ]);
  });

  it('keeps a bounded number of streams: an evicted stream is read from its start again', async () => {
    const { store, log } = memoryStore();
    const handler = createCommandHandler(store, { cachedStreams: 2 });
    for (const stream of ['a', 'b', 'a', 'c', 'a', 'b'])
      await handler.handle(stream, citiesDecider, add(`${stream}-${log.fullReads.length}-${Math.random()}`));

    expect(log.fullReads).toEqual(['a', 'b', 'c', 'b']);
    expect(handler.stats().cachedStreams).toBe(2);
  });

  it('keeps a bounded number of folded events: a long stream makes room by dropping the oldest', async () => {
    const { store, log } = memoryStore();
    const handler = createCommandHandler(store, { cachedEvents: 5 });
    const run = async (stream: string, commands: number) => {
      for (let i = 0; i < commands; i++)
        await handler.handle(stream, citiesDecider, add(`${stream}-${i}-${Math.random()}`));
    };
    await run('small-1', 1);
    await run('small-2', 1);
    // Four events: with the two small streams that is six, one too many for the cache.
    await run('long', 4);
    expect(handler.stats().cachedStreams).toBe(2);
    await run('small-2', 1);
    await run('small-1', 1);

    expect(log.fullReads).toEqual(['small-1', 'small-2', 'long', 'small-1']);
  });

  it('by default keeps every stream a round of bookings touches: more than a thousand stay cached', async () => {
    const { store, log } = memoryStore();
    const handler = createCommandHandler(store);
    const streams = Array.from({ length: 1500 }, (_, i) => `account-${i}`);
    for (const round of [1, 2])
      for (const stream of streams) await handler.handle(stream, citiesDecider, add(`${stream}-${round}`));

    // Read from the start once each, in the first round only.
    expect(log.fullReads).toHaveLength(1500);
  });
});
