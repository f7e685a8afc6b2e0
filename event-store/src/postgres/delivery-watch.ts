import {
  describeBlocker,
  findDeliveryBlocker,
  heldBackEvents,
  type DeliveryBlocker,
  type Queryable,
} from './delivery-blockers.ts';

export interface DeliveryLogger {
  warn(message: string): void;
  info(message: string): void;
}

export interface DeliveryWatchOptions {
  db: Queryable;
  /** Schema of the events table. */
  schema: string;
  logger?: DeliveryLogger;
  /** Warn once committed events have been held back this long. Default 5 s. */
  thresholdMs?: number;
  /** How often to look. Default 1 s. */
  intervalMs?: number;
  /** Repeat the warning for the same backend at most this often. Default 60 s. */
  repeatMs?: number;
}

export interface DeliveryWatch {
  stop(): Promise<void>;
}

/**
 * Names the backend that keeps new events from subscribers. Lag alone does not tell an operator
 * why read-your-writes times out; the pid, database and application of the open transaction do.
 */
export function watchDelivery(options: DeliveryWatchOptions): DeliveryWatch {
  const logger = options.logger ?? console;
  const thresholdSeconds = (options.thresholdMs ?? 5_000) / 1000;
  const repeatMs = options.repeatMs ?? 60_000;
  let warned: { pid: number; at: number } | null = null;
  let stopped = false;
  let running: Promise<void> | undefined;

  const warnIfDue = (blocker: DeliveryBlocker, count: number, ageSeconds: number) => {
    const now = Date.now();
    if (warned && warned.pid === blocker.pid && now - warned.at < repeatMs) return;
    warned = { pid: blocker.pid, at: now };
    logger.warn(
      `Event delivery held back for ${ageSeconds} s (${count} committed event(s) invisible to subscribers) ` +
        `by an open transaction: ${describeBlocker(blocker)}. New events stay hidden until it ends: ` +
        `end it (SELECT pg_terminate_backend(${blocker.pid})) and set idle_in_transaction_session_timeout.`,
    );
  };

  const check = async () => {
    const held = await heldBackEvents(options.db, options.schema);
    if (held.count === 0 || held.oldestAgeSeconds === null) {
      if (warned) logger.info('Event delivery resumed: no committed event is held back any more.');
      warned = null;
      return;
    }
    if (held.oldestAgeSeconds < thresholdSeconds) return;
    const blocker = await findDeliveryBlocker(options.db);
    if (blocker) warnIfDue(blocker, held.count, held.oldestAgeSeconds);
  };

  const timer = setInterval(() => {
    if (running || stopped) return; // a slow check is not stacked up behind
    // A failed check (database away) is for /readyz to report, not the log.
    running = check()
      .catch(() => undefined)
      .finally(() => (running = undefined));
  }, options.intervalMs ?? 1_000);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
