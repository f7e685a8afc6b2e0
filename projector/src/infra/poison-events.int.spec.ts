import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, waitFor } from '@cinema/event-store/testing';
import { listParked, projectorHealth, readCheckpoint, startProjector } from '@cinema/workflow';
import type { Projection } from './projection.ts';
import { allProjections } from '../projections.ts';
import {
  accountRegistered,
  cityAdded,
  projectorFixture,
  recordingLog,
  type ProjectorFixture,
} from '../testing/projector-fixture.ts';

describe.each(testDatabases())('poison events on $kind', (database) => {
  let f: ProjectorFixture;
  // Each case gets its own event log: a parked event of one case must not show up in another.
  beforeEach(async () => {
    f = await projectorFixture(database);
  });
  afterEach(() => f?.close());

  const caughtUp = async (name: string) => {
    const target = f.head();
    await waitFor(async () => (await readCheckpoint(f.db, name)) === target, { message: `${name} at head` });
  };
  const cityNames = async () =>
    (await f.db.selectFrom('cities').select('city_name').orderBy('city_name').execute()).map(
      (r) => r.city_name,
    );

  it('parks an event that no longer passes its schema, applies the rest of its batch and moves on', async () => {
    const log = recordingLog();
    const broken = { type: 'CityAdded', data: { cityId: 'c-broken', featured: 'yes' } };
    await f.append('cities', [cityAdded('Poison A'), broken, cityAdded('Poison C')], 'any');
    const running = await startProjector({ ...f, projections: allProjections, name: 'main', log });
    await caughtUp('main');
    await f.append('cities', [cityAdded('Poison D')], 'any');
    await caughtUp('main');
    await running.close();

    expect(await cityNames()).toEqual(['Poison A', 'Poison C', 'Poison D']);
    const [parked, ...more] = await listParked(f.db, 'main');
    expect(more).toEqual([]);
    expect(parked).toMatchObject({ stream_id: 'cities', revision: 1, type: 'CityAdded', data: broken.data });
    expect(parked!.error).toMatch(/StoredEventError: .*cityName/);
    const health = await projectorHealth(f.db, { store: f.store });
    expect(health).toMatchObject({ parked: 1, checkpoint: f.head(), eventsBehind: 0 });
    expect(log.lines.join('\n')).toMatch(/parked CityAdded at \d+:\d+ \(stream cities@1\)/);
  });

  it('applies a PasswordChanged stored before it carried accountId, lifted by its upcaster', async () => {
    const { stream, event, accountId } = accountRegistered(1);
    await f.append(stream, [event], 'no_stream');
    const changedAt = '2026-11-20T10:00:00.000Z';
    // The shape written before accountId was added, without a schema version (= version 1).
    await f.append(stream, [{ type: 'PasswordChanged', data: { passwordHash: 'h', changedAt } }], 0);
    const running = await startProjector({ ...f, projections: allProjections, name: 'upcast' });
    await caughtUp('upcast');
    await running.close();
    const row = await f.db
      .selectFrom('accounts')
      .selectAll()
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    expect(row?.tokens_valid_from).toEqual(new Date(changedAt));
    expect(await listParked(f.db, 'upcast')).toEqual([]);
  });

  it('retries a batch whole after a transient database error instead of parking anything', async () => {
    let failures = 1;
    const flaky: Projection = {
      name: 'flaky',
      handles: ['CityAdded'],
      apply: async () => {
        if (failures-- > 0) throw Object.assign(new Error('could not serialize access'), { code: '40001' });
      },
    };
    const errors: unknown[] = [];
    await f.append('cities', [cityAdded('Flaky 1'), cityAdded('Flaky 2')], 'any');
    const running = await startProjector({
      ...f,
      projections: [flaky],
      name: 'flaky',
      onError: (e) => errors.push(e),
    });
    await caughtUp('flaky');
    await running.close();
    expect(errors).toHaveLength(1);
    expect(await listParked(f.db, 'flaky')).toEqual([]);
  });
});
