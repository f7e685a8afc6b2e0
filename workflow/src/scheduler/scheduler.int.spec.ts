import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, waitFor } from '@cinema/event-store/testing';
import { readCheckpoint } from '../checkpoints/checkpoint-store.ts';
import { createOutboxSender, type OutboxMessage } from '../outbox/outbox-sender.ts';
import type { Reactor } from '../reactors/reactor.ts';
import { reactorCheckpointName, startReactors } from '../reactors/start-reactors.ts';
import { cityAdded, quietLog, testClock, workflowFixture } from '../testing/workflow-fixture.ts';
import { createScheduler, startScheduler } from './scheduler.ts';
import { scheduleItems } from './due-items-store.ts';
import { sql } from 'kysely';

const MINUTE = 60_000;

describe.each(testDatabases())('durable timers on $kind', (database) => {
  let f: Awaited<ReturnType<typeof workflowFixture>>;
  let clock: ReturnType<typeof testClock>;
  const issued: OutboxMessage[] = [];
  beforeEach(async () => {
    f = await workflowFixture(database);
    clock = testClock();
    issued.length = 0;
  });
  afterEach(() => f?.close());

  /**
   * Test-only timer: ten minutes after a city is added, "review it" (the shape hold expiry will
   * take: hold placed → schedule its release at expiresAt; hold confirmed → cancel).
   */
  const review: Reactor = {
    name: 'city-review',
    handles: ['CityAdded'],
    react: (event) =>
      event.type === 'CityAdded'
        ? [
            {
              schedule: `city-review:${event.data.cityId}`,
              kind: 'review-city',
              payload: { cityId: event.data.cityId },
              dueAt: new Date(clock.now().getTime() + 10 * MINUTE),
            },
          ]
        : [],
  };
  const startReviewReactor = () =>
    startReactors({
      store: f.store,
      db: f.wf,
      reactors: [review],
      clock: clock.now,
      leaseTtlMs: 300,
      log: quietLog(),
    });
  const caughtUp = () =>
    waitFor(async () => (await readCheckpoint(f.wf, reactorCheckpointName('city-review'))) === f.head(), {
      message: 'the timer reactor at the head',
    });
  const scheduler = () => createScheduler({ db: f.wf, clock: clock.now });
  const deliver = () =>
    createOutboxSender({
      db: f.wf,
      handlers: { 'review-city': async (m) => void issued.push(m) },
      clock: clock.now,
    }).runOnce();

  it('issues the command once when the item is due, not before; a restart in between changes nothing', async () => {
    await f.append('cities', [cityAdded('Surat')], 'any');
    const reactors = await startReviewReactor();
    await caughtUp();

    let timers = scheduler();
    expect(await timers.runOnce()).toEqual([]);
    clock.advance(9 * MINUTE);
    expect(await timers.runOnce()).toEqual([]);
    // the process restarts before the item is due
    await Promise.all(reactors.map((r) => r.close()));

    timers = scheduler();
    clock.advance(MINUTE);
    expect(await timers.runOnce()).toHaveLength(1);
    expect(await timers.runOnce()).toEqual([]);
    await deliver();
    await deliver();
    expect(issued).toHaveLength(1);
    expect(issued[0]!.id).toMatch(/^due:city-review:/);
  });

  it('a replay of the events does not schedule or issue a fired item again', async () => {
    await f.append('cities', [cityAdded('Nagpur')], 'any');
    let reactors = await startReviewReactor();
    await caughtUp();
    clock.advance(10 * MINUTE);
    const timers = scheduler();
    expect(await timers.runOnce()).toHaveLength(1);
    await deliver();
    await Promise.all(reactors.map((r) => r.close()));

    await f.wf.deleteFrom('projector_checkpoints').execute();
    reactors = await startReviewReactor();
    await caughtUp();
    clock.advance(10 * MINUTE);
    expect(await timers.runOnce()).toEqual([]);
    await deliver();
    expect(issued).toHaveLength(1);
    await Promise.all(reactors.map((r) => r.close()));
  });

  it('runs as a loop that fires an item once its clock passes the due time', async () => {
    await f.append('cities', [cityAdded('Indore')], 'any');
    const reactors = await startReviewReactor();
    await caughtUp();
    const fired: string[][] = [];
    const loop = startScheduler({
      db: f.wf,
      clock: clock.now,
      pollMs: 20,
      onFired: (ids) => fired.push(ids),
    });
    clock.advance(10 * MINUTE);
    await waitFor(() => fired.length > 0, { message: 'the item to fire' });
    await new Promise((resolve) => setTimeout(resolve, 100)); // several more passes
    await loop.close();
    expect(fired).toHaveLength(1);
    await Promise.all(reactors.map((r) => r.close()));
  });

  it('a cancelled item never fires', async () => {
    const cancelling: Reactor = {
      name: 'cancel-reviews',
      handles: ['CityAdded'],
      react: (event) => (event.type === 'CityAdded' ? [{ cancel: `city-review:${event.data.cityId}` }] : []),
    };
    await f.append('cities', [cityAdded('Bhopal')], 'any');
    const reactors = await startReviewReactor();
    await caughtUp();
    const cancellers = await startReactors({
      store: f.store,
      db: f.wf,
      reactors: [cancelling],
      clock: clock.now,
      log: quietLog(),
    });
    await waitFor(
      async () =>
        (await f.wf.selectFrom('workflow_due_items').select('status').executeTakeFirst())?.status ===
        'cancelled',
    );
    clock.advance(11 * MINUTE);
    const timers = scheduler();
    expect(await timers.runOnce()).toEqual([]);
    await Promise.all([...reactors, ...cancellers].map((r) => r.close()));
  });

  it('leaves an item scheduled again unchanged as it was, and moves one scheduled with a new time', async () => {
    const item = {
      id: 'shared-timer',
      kind: 'review-city',
      payload: { cityId: 'c1' },
      dueAt: new Date(clock.now().getTime() + MINUTE),
      cause: 'first event',
    };
    const schedule = (again: typeof item) => f.wf.transaction().execute((trx) => scheduleItems(trx, [again]));
    const row = () =>
      f.wf
        .selectFrom('workflow_due_items')
        .select([sql<string>`xmin::text`.as('version'), 'cause', 'due_at'])
        .where('id', '=', item.id)
        .executeTakeFirstOrThrow();
    await schedule(item);
    const first = await row();
    // Another event naming the same timer: no new row version, the first cause kept.
    await schedule({ ...item, cause: 'second event' });
    expect(await row()).toEqual(first);
    const later = new Date(item.dueAt.getTime() + MINUTE);
    await schedule({ ...item, dueAt: later, cause: 'third event' });
    expect(await row()).toMatchObject({ cause: 'third event', due_at: later });
  });
});
