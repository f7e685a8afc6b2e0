import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type Position,
  type RecordedEvent,
  type SubscribeOptions,
} from '../port.ts';
import { comparePositions } from '../position.ts';

/** What every contract case gets: the store under test and ways to make more clients. */
export interface ContractContext {
  store(): EventStore;
  /** Another client (closed by the suite) on the same storage. */
  another(): Promise<EventStore>;
  /** Appends a marker event and returns its position: subscribe after it to see only your events. */
  marker(): Promise<Position>;
}

export const id = () => randomBytes(5).toString('hex');

/** Collects what a subscription delivers and checks batches never overlap. */
export function collector() {
  const events: RecordedEvent[] = [];
  const batches: number[] = [];
  let inFlight = 0;
  let overlapped = false;
  const handler: SubscribeOptions['handler'] = async (batch) => {
    overlapped ||= ++inFlight > 1;
    await new Promise((done) => setImmediate(done));
    events.push(...batch);
    batches.push(batch.length);
    inFlight--;
  };
  const of = (prefix: string) => events.filter((e) => e.streamId.startsWith(prefix));
  return { events, batches, handler, of, overlapped: () => overlapped };
}

export function expectIncreasing(events: RecordedEvent[]) {
  for (let i = 1; i < events.length; i++)
    expect(comparePositions(events[i - 1]!.position, events[i]!.position)).toBeLessThan(0);
}

export async function expectWrongRevision(promise: Promise<unknown>, actual: number | 'no_stream') {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WrongExpectedRevisionError);
  expect((error as WrongExpectedRevisionError).actual).toBe(actual);
}
