import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comparePositions, positionKey } from '@cinema/contracts';
import { testDatabases, waitFor } from '@cinema/event-store/testing';
import { readCheckpoint, startProjector } from '@cinema/workflow';
import type { Projection } from './projection.ts';
import { citiesProjection } from '../catalog/cities/cities.projection.ts';
import {
  cityAdded,
  projectorFixture,
  recordingLog,
  type ProjectorFixture,
} from '../testing/projector-fixture.ts';

describe.each(testDatabases())('relay of committed events on $kind', (database) => {
  let f: ProjectorFixture;
  beforeAll(async () => {
    f = await projectorFixture(database);
  });
  afterAll(() => f?.close());

  it('hands subscribers each committed event once, never those of a batch that rolled back', async () => {
    let failNext = true;
    // Fails the first attempt of the batch with a transient error: the whole batch rolls back.
    const failOnce: Projection = {
      name: 'fail-once',
      handles: ['CityAdded'],
      apply: async (_trx, event) => {
        if (event.type === 'CityAdded' && event.data.cityName === 'Relay B' && failNext) {
          failNext = false;
          throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
        }
      },
    };
    const { position: from } = await f.store.append('marker', [{ type: 'Marker', data: {} }], 'any');
    await f.db
      .insertInto('projector_checkpoints')
      .values({ projector: 'main', position: from, position_key: positionKey(from) })
      .execute();
    const received: string[][] = [];
    const visibleAtDelivery: Promise<[string, string]>[] = [];
    const running = await startProjector({
      ...f,
      projections: [citiesProjection, failOnce],
      log: recordingLog(),
      onError: () => undefined,
    });
    running.onCommitted((events) => {
      received.push(events.map((e) => (e.data as { cityName?: string }).cityName ?? e.type));
      const last = events.at(-1)!.position;
      visibleAtDelivery.push(readCheckpoint(f.db, 'main').then((checkpoint) => [checkpoint, last]));
    });
    const broken = { type: 'CityAdded', data: { cityName: 'Relay Broken' } };
    const { position } = await f.store.append(
      'cities',
      [cityAdded('Relay A'), cityAdded('Relay B'), broken, cityAdded('Relay C')],
      'any',
    );
    await waitFor(async () => (await readCheckpoint(f.db, 'main')) === position, {
      message: 'batch applied',
    });
    await running.close();

    expect(failNext).toBe(false);
    // The rolled-back attempts delivered nothing; the parked event is not among the committed ones;
    // Relay A, committed alone before the transient failure of B, was still handed on.
    expect(received.flat()).toEqual(['Relay A', 'Relay B', 'Relay C']);
    // Each delivery came after its events were committed.
    for (const [checkpoint, last] of await Promise.all(visibleAtDelivery))
      expect(comparePositions(checkpoint, last)).toBeGreaterThanOrEqual(0);
  });
});
