import { AsyncLocalStorage } from 'node:async_hooks';
import type { Position, RecordedEvent, SubscribeOptions, Subscription } from '../port.ts';
import { comparePositions, parsePosition } from '../position.ts';
import type { WakeSource } from './wake.ts';

export interface PollingDeps {
  /** Events strictly after `after`, in global order, at most `limit`. */
  read(after: Position, limit: number): Promise<RecordedEvent[]>;
  wake: WakeSource;
  pollIntervalMs: number;
}

const FIRST_RETRY_MS = 10;
const insideHandler = new AsyncLocalStorage<object>();
const FIRST_ERROR_BACKOFF_MS = 100;
const MAX_ERROR_BACKOFF_MS = 5_000;

/**
 * Catch-up then live: read until empty, then wait for a wake-up or the slow fallback poll.
 * After a wake-up an empty read is retried at 10, 20, 40… ms up to the poll interval, because
 * a committed event stays hidden while a lower transaction is still open.
 */
export function pollingSubscription(deps: PollingDeps, options: SubscribeOptions): Subscription {
  const batchSize = options.batchSize ?? 100;
  const spacing = options.minBatchIntervalMs ?? 0;
  let nextReadAt = 0;
  let checkpoint = options.from;
  parsePosition(checkpoint);
  let closed = false;
  const token = {};
  let retryDelay: number | null = null;
  let interrupt: (() => void) | undefined;

  const pause = (ms: number, interruptible: boolean) =>
    new Promise<void>((resolve) => {
      if (closed) return resolve();
      const done = () => {
        clearTimeout(timer);
        interrupt = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      interrupt = interruptible ? done : () => closed && done();
    });

  // The last position a wake-up announced, and whether a wake-up came without one: a reader
  // at or past every announced commit has nothing to look for until the next wake-up.
  let announced: Position | null = null;
  let blind = false;
  const onWake = (position?: string) => {
    if (!position) blind = true;
    else if (comparePositions(position, checkpoint) <= 0) return;
    else if (!announced || comparePositions(position, announced) > 0) announced = position;
    retryDelay = FIRST_RETRY_MS;
    interrupt?.();
  };
  /** A commit may be there unread (announced, or not known), perhaps behind an older open transaction. */
  const behind = () => blind || announced === null || comparePositions(checkpoint, announced) < 0;

  const reportError = (error: unknown) => {
    try {
      options.onError?.(error);
    } catch {
      // A failing error callback must not stop the subscription.
    }
  };

  const run = async () => {
    await deps.wake.start(onWake).catch(reportError);
    let errorBackoff = 0;
    while (!closed) {
      try {
        const wait = nextReadAt - Date.now();
        if (wait > 0) await pause(wait, false);
        if (closed) break;
        const started = Date.now();
        const events = await deps.read(checkpoint, batchSize);
        if (closed) break;
        nextReadAt = events.length === batchSize ? 0 : started + spacing;
        if (events.length > 0) {
          await insideHandler.run(token, () => options.handler(events));
          checkpoint = events[events.length - 1]!.position;
          errorBackoff = 0;
          // A full page may have more behind it; a short one reached the head unless more is known.
          if (events.length === batchSize || behind()) continue;
          retryDelay = null;
          await pause(deps.pollIntervalMs, true);
          continue;
        }
        errorBackoff = 0;
        if (!behind()) retryDelay = null;
        if (retryDelay !== null && retryDelay < deps.pollIntervalMs) {
          const delay = retryDelay;
          retryDelay *= 2;
          await pause(delay, true);
        } else {
          retryDelay = null;
          blind = false;
          await pause(deps.pollIntervalMs, true);
        }
      } catch (error) {
        if (closed) break;
        reportError(error);
        errorBackoff = Math.min(Math.max(errorBackoff * 2, FIRST_ERROR_BACKOFF_MS), MAX_ERROR_BACKOFF_MS);
        await pause(errorBackoff, false);
      }
    }
  };

  const loop = run();
  return {
    async close() {
      if (closed) return;
      closed = true;
      interrupt?.();
      await deps.wake.stop();
      // Closing from inside the handler must not wait for that handler to return.
      if (insideHandler.getStore() !== token) await loop;
    },
  };
}
