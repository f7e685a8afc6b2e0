import { AsyncLocalStorage } from 'node:async_hooks';
import {
  excludeSystemEvents,
  type AllStreamResolvedEvent,
  type AllStreamSubscription,
  type EventStoreDBClient,
} from '@eventstore/db-client';
import { START, type RecordedEvent, type SubscribeOptions, type Subscription } from '../port.ts';
import { comparePositions, parsePosition } from '../position.ts';
import { isUserEvent, toReadPosition, toRecordedEvent } from './esdb-mapping.ts';

const FIRST_BACKOFF_MS = 100;
const MAX_BACKOFF_MS = 5_000;
const insideHandler = new AsyncLocalStorage<object>();

/**
 * A catch-up subscription to $all without system events. Events already buffered are handed
 * over together (up to batchSize); on any failure it reports, backs off and resubscribes from
 * the last position the handler accepted.
 */
export function esdbSubscription(client: EventStoreDBClient, options: SubscribeOptions): Subscription {
  const batchSize = options.batchSize ?? 100;
  const spacing = options.minBatchIntervalMs ?? 0;
  let nextBatchAt = 0;
  let checkpoint = options.from;
  parsePosition(checkpoint);
  let closed = false;
  let current: AllStreamSubscription | undefined;
  let cancelPause: (() => void) | undefined;
  let backoff = 0;
  const token = {};

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      if (closed) return resolve();
      const timer = setTimeout(() => ((cancelPause = undefined), resolve()), ms);
      cancelPause = () => (clearTimeout(timer), resolve());
    });

  const consume = async (subscription: AllStreamSubscription) => {
    const iterator = subscription[Symbol.asyncIterator]() as AsyncIterator<AllStreamResolvedEvent>;
    while (!closed) {
      const first = await iterator.next();
      if (first.done) return;
      // Live and soon after the last batch: let what follows gather into this one.
      if (subscription.readableLength === 0 && nextBatchAt > Date.now())
        await pause(nextBatchAt - Date.now());
      if (closed) return;
      nextBatchAt = Date.now() + spacing;
      const raw = [first.value];
      while (raw.length < batchSize && subscription.readableLength > 0) {
        const next = await iterator.next();
        if (next.done) break;
        raw.push(next.value);
      }
      // The server starts after fromPosition; the filter only guards a resubscription's overlap.
      const after = checkpoint;
      const batch: RecordedEvent[] = raw
        .filter(isUserEvent)
        .map(toRecordedEvent)
        .filter((e) => after === START || comparePositions(e.position, after) > 0);
      if (batch.length === 0 || closed) continue;
      await insideHandler.run(token, () => options.handler(batch));
      checkpoint = batch[batch.length - 1]!.position;
      backoff = 0;
    }
  };

  const run = async () => {
    while (!closed) {
      const subscription = client.subscribeToAll({
        fromPosition: toReadPosition(checkpoint),
        filter: excludeSystemEvents(),
      });
      current = subscription;
      try {
        await consume(subscription);
        if (closed) break;
        throw new Error('EventStoreDB subscription ended unexpectedly');
      } catch (error) {
        if (closed) break;
        try {
          options.onError?.(error);
        } catch {
          // A failing error callback must not stop the subscription.
        }
        backoff = Math.min(Math.max(backoff * 2, FIRST_BACKOFF_MS), MAX_BACKOFF_MS);
        await subscription.unsubscribe().catch(() => undefined);
        await pause(backoff);
      }
    }
  };

  const loop = run();
  return {
    async close() {
      if (closed) return;
      closed = true;
      cancelPause?.();
      await current?.unsubscribe().catch(() => undefined);
      if (insideHandler.getStore() !== token) await loop;
    },
  };
}
