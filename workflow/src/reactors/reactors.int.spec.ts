import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases, waitFor } from '@cinema/event-store/testing';
import { readCheckpoint } from '../checkpoints/checkpoint-store.ts';
import { cityAdded, quietLog, testClock, workflowFixture } from '../testing/workflow-fixture.ts';
import type { Reactor } from './reactor.ts';
import { reactorCheckpointName, startReactors } from './start-reactors.ts';

describe.each(testDatabases())('reactors on $kind', (database) => {
  let f: Awaited<ReturnType<typeof workflowFixture>>;
  const clock = testClock();
  beforeEach(async () => {
    f = await workflowFixture(database);
  });
  afterEach(() => f?.close());

  /** Asks for a welcome note for every city added (a stand-in for "payment captured → book seats"). */
  const welcome: Reactor = {
    name: 'welcome',
    handles: ['CityAdded'],
    react: (event) =>
      event.type === 'CityAdded' ? [{ send: 'note', payload: { city: event.data.cityName } }] : [],
  };
  const start = () =>
    startReactors({
      store: f.store,
      db: f.wf,
      reactors: [welcome],
      clock: clock.now,
      leaseTtlMs: 300,
      log: quietLog(),
    });
  const caughtUp = () =>
    waitFor(async () => (await readCheckpoint(f.wf, reactorCheckpointName('welcome'))) === f.head(), {
      message: 'the reactor at the head of the log',
    });
  const messages = () =>
    f.wf.selectFrom('workflow_outbox').select(['id', 'payload', 'cause']).orderBy('id').execute();

  it('turns each event into one message whose id comes from the event position; a replay adds none', async () => {
    await f.append('cities', [cityAdded('Pune'), cityAdded('Agra')], 'any');
    const first = await start();
    await caughtUp();
    const written = await messages();
    const positions = (await f.store.readAll('0:0', 10)).map((e) => e.position);
    expect(written.map((m) => m.id)).toEqual(positions.map((p) => `welcome@${p}#0`).sort());
    expect(written.map((m) => m.payload)).toEqual(
      expect.arrayContaining([{ city: 'Pune' }, { city: 'Agra' }]),
    );
    await Promise.all(first.map((r) => r.close()));

    // Replay from the start (a lost or reset checkpoint): the same ids, so nothing new.
    await f.wf.deleteFrom('projector_checkpoints').execute();
    const again = await start();
    await caughtUp();
    expect(await messages()).toEqual(written);
    await Promise.all(again.map((r) => r.close()));
  });

  it('wakes the sender or the scheduler only after a batch that wrote a message or a timer already due', async () => {
    const woken: unknown[] = [];
    const choosy: Reactor = {
      name: 'choosy',
      handles: ['CityAdded'],
      react: (event) => {
        if (event.type !== 'CityAdded' || event.data.cityName === 'Quiet') return [];
        if (event.data.cityName === 'Later')
          return [
            {
              schedule: 'later-1',
              kind: 'note',
              payload: {},
              dueAt: new Date(clock.now().getTime() + 60_000),
            },
          ];
        if (event.data.cityName === 'Overdue')
          return [
            { schedule: 'overdue-1', kind: 'note', payload: {}, dueAt: new Date(clock.now().getTime() - 1) },
          ];
        return [{ send: 'note', payload: { city: event.data.cityName } }];
      },
    };
    const running = await startReactors({
      store: f.store,
      db: f.wf,
      reactors: [choosy],
      clock: clock.now,
      leaseTtlMs: 300,
      log: quietLog(),
      afterCommit: (written) => woken.push(written),
    });
    const settled = () =>
      waitFor(async () => (await readCheckpoint(f.wf, reactorCheckpointName('choosy'))) === f.head(), {
        message: 'the reactor at the head of the log',
      });
    await f.append('cities', [cityAdded('Quiet')], 'any');
    await settled();
    expect(woken).toEqual([]);
    await f.append('cities', [cityAdded('Pune')], 'any');
    await settled();
    await f.append('cities', [cityAdded('Later')], 'any');
    await settled();
    await f.append('cities', [cityAdded('Overdue')], 'any');
    await settled();
    await Promise.all(running.map((r) => r.close()));
    // The timer due in a minute wakes nobody: the scheduler's poll finds it once it is due.
    expect(woken).toEqual([
      { messages: true, timersDue: false },
      { messages: false, timersDue: true },
    ]);
  });

  it("keeps its own checkpoint row, never the read models' (main)", async () => {
    await f.append('cities', [cityAdded('Kochi')], 'any');
    const running = await start();
    await caughtUp();
    expect(await readCheckpoint(f.wf, 'main')).toBe('0:0');
    await Promise.all(running.map((r) => r.close()));
  });

  it('moves its checkpoint over events it does not handle, without effects, and resumes after them', async () => {
    const running = await start();
    await f.append('marks', [{ type: 'Marker', data: {} }], 'any');
    await f.append('marks', [{ type: 'Marker', data: {} }], 'any');
    // Only events it does not handle: the checkpoint still reaches the head (after a short delay).
    await caughtUp();
    expect(await messages()).toEqual([]);
    await f.append('cities', [cityAdded('Surat')], 'any');
    await f.append('marks', [{ type: 'Marker', data: {} }], 'any');
    await caughtUp();
    await Promise.all(running.map((r) => r.close()));
    expect((await messages()).map((m) => m.payload)).toEqual([{ city: 'Surat' }]);
    // A restart starts after what was skipped and applied: nothing is written twice.
    const again = await start();
    await f.append('cities', [cityAdded('Thane')], 'any');
    await caughtUp();
    await Promise.all(again.map((r) => r.close()));
    expect((await messages()).map((m) => m.payload)).toEqual([{ city: 'Surat' }, { city: 'Thane' }]);
  });
});
