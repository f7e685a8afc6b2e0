import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, type EventStore, type PostgresEventStore } from '@cinema/event-store';
import { freshSchema, testDatabases, wakeFor } from '@cinema/event-store/testing';
import { handleCommand } from '../../infra/handle-command.ts';
import { at, book, hold, HOLD_MS, SCREENING } from '../seats/screening-fixtures.ts';
import { screeningDecider } from '../seats/screening-decider.ts';
import { screeningStreamId } from '../seats/stream-id.ts';
import type { AccountHoldsState } from './account-holds.ts';
import { latestHoldOutcome } from './hold-outcome.ts';

/** The store with the stream reads it is asked for counted. */
function counted(store: EventStore) {
  const reads: string[] = [];
  const wrapped: EventStore = {
    ...store,
    readStream: (streamId, options) => {
      reads.push(streamId);
      return store.readStream(streamId, options);
    },
  };
  return { store: wrapped, reads };
}

const account = (holdId: string, screeningId = SCREENING): AccountHoldsState => ({
  latest: { holdId, screeningId, takenAt: at(0).toISOString() },
  ranOut: [],
});

// Two write processes on one database: each store has its own command handler and cached states.
describe.each(testDatabases())('the outcome of an account’s latest hold on $kind', (database) => {
  const stores: PostgresEventStore[] = [];
  const open = async (schema: string) => {
    const store = createPostgresEventStore({
      connectionString: database.url,
      schema,
      wake: wakeFor(database.kind),
    });
    stores.push(store);
    await store.migrate();
    return store;
  };
  let here: ReturnType<typeof counted>;
  let elsewhere: EventStore;
  let screening = 0;

  beforeAll(async () => {
    const schema = await freshSchema(database.url);
    here = counted(await open(schema));
    elsewhere = await open(schema);
  });
  afterAll(() => Promise.all(stores.map((s) => s.close())));

  /** A screening stream of its own per test, and a command on it through either process. */
  const nextScreening = () => `${SCREENING}.${++screening}`;
  const on = (
    store: EventStore,
    screeningId: string,
    command: Parameters<typeof screeningDecider.decide>[0],
  ) =>
    handleCommand(store, screeningStreamId(screeningId), screeningDecider, {
      ...command,
      screeningId,
    } as never);

  it('answers from what this process knows for a live hold it took: no read on the way of the next hold', async () => {
    const screeningId = nextScreening();
    await on(here.store, screeningId, hold({ holdId: 'h1' }));
    here.reads.length = 0;
    const outcome = await latestHoldOutcome(here.store, account('h1', screeningId), at(2));
    expect(outcome).toMatchObject({ holdId: 'h1', outcome: 'replaced' });
    expect(here.reads).toEqual([]);
  });

  it('does not count as run out a hold another process booked since this one last looked', async () => {
    const screeningId = nextScreening();
    await on(here.store, screeningId, hold({ holdId: 'h1' }));
    await on(elsewhere, screeningId, book({ holdId: 'h1', now: at(3) }));
    // Past the hold's expiry, the state this process knows would say it ran out unpaid.
    const later = new Date(at(0).getTime() + HOLD_MS + 60_000);
    const outcome = await latestHoldOutcome(here.store, account('h1', screeningId), later);
    expect(outcome).toMatchObject({ holdId: 'h1', outcome: 'booked' });
  });

  it('finds a live hold that another process took after this one last looked, so it is replaced', async () => {
    const screeningId = nextScreening();
    await on(here.store, screeningId, hold({ holdId: 'h1', accountId: 'asha', seats: ['R1'] }));
    await on(elsewhere, screeningId, hold({ holdId: 'h2' }));
    const outcome = await latestHoldOutcome(here.store, account('h2', screeningId), at(2));
    expect(outcome).toMatchObject({ holdId: 'h2', outcome: 'replaced' });
  });
});
