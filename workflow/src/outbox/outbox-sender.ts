import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { WorkflowDatabase } from '../db/workflow-database.ts';
import { quietDuringOutage } from '@cinema/server-kit';
import { describeError } from '../dead-letters/dead-letter-store.ts';
import { DEFAULT_BACKOFF, retryDelay, type BackoffPolicy } from './backoff.ts';
import { claimDue, settleMessages, type Outcome } from './outbox-store.ts';
import { pollLoop, type PollLoop } from './poll-loop.ts';

export interface OutboxMessage {
  /** Deterministic: the receiver's deduplication key (Message-ID, commandId). */
  id: string;
  kind: string;
  payload: unknown;
  cause: string;
  /** This attempt's number, from 1. */
  attempt: number;
}

/** Delivers one message; throws to retry later. `{ drop }` gives up for good (nothing to deliver). */
export type OutboxHandler = (message: OutboxMessage) => Promise<void | { drop: string }>;

export interface OutboxSenderOptions {
  db: Kysely<WorkflowDatabase>;
  handlers: Readonly<Record<string, OutboxHandler>>;
  /** Decides what is due and when to retry; tests inject theirs. */
  clock?: () => Date;
  owner?: string;
  /** How long a claimed message is left to this sender before another may retry it. */
  claimMs?: number;
  /** Messages one claim takes (one statement). */
  batchSize?: number;
  /** Deliveries of one claim loop in flight at once. createOutboxSender: 1 unless told. */
  concurrency?: number;
  /** startOutboxSender: claim loops in this process, each with its own claims. */
  loops?: number;
  backoff?: BackoffPolicy;
  pollMs?: number;
  log?: { warn(message: string): void; error(message: string): void };
  /** Told of each message given up for good, once that is recorded (besides the error line). */
  onFailed?: (message: OutboxMessage & { error: string }) => void;
}

/** What the product's sender runs with (startOutboxSender), measured by bench/outbox.ts. */
export const SENDER_DEFAULTS = { loops: 2, batchSize: 100, concurrency: 64, claimMs: 60_000 } as const;

export interface OutboxSender extends PollLoop {
  /** One pass: delivers what is due now; returns how many messages it took. */
  runOnce(): Promise<number>;
}

type Claimed = Awaited<ReturnType<typeof claimDue>>[number];

/** How long a finished delivery waits for others of its loop to be recorded with it. */
const RECORD_LINGER_MS = 20;

/**
 * One claim loop of the outbox sender: claims up to `batchSize` due messages, hands each to the
 * handler of its kind, `concurrency` at a time, and records the outcomes. Outcomes are recorded
 * as they come, grouped: while one statement records some, the next outcomes wait and go
 * together in the following one, so a message that hangs never holds back the others' records.
 * Delivery is AT LEAST ONCE: a crash after the handler succeeded and before the row is marked
 * leaves the claim to expire, and the message is delivered again with the same id, so the
 * receiver must deduplicate (mail by Message-ID, commands by commandId). `owner` is this loop's
 * claim token: two loops must never share one (a loop takes its own stale claims again at once).
 */
export function createOutboxSender(options: OutboxSenderOptions): Omit<OutboxSender, keyof PollLoop> {
  const { db, handlers, clock = () => new Date(), claimMs = 60_000, batchSize = 20 } = options;
  const concurrency = Math.max(1, options.concurrency ?? 1);
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const log = options.log ?? console;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  // Outcomes not recorded yet: waiting for the statement in flight, or left over because the
  // database went away right after the handler succeeded. Recorded before anything is claimed
  // again: this loop's own stale claims are claimed again at once, and a delivered message would
  // otherwise go out twice.
  const unrecorded = new Map<string, Outcome>();
  let waiting: { resolve(): void; reject(error: unknown): void }[] = [];
  let flushes: Promise<void> = Promise.resolve();
  let flushQueued = false;
  async function flush() {
    flushQueued = false;
    const told = waiting;
    waiting = [];
    const outcomes = [...unrecorded.values()];
    try {
      await settleMessages(db, owner, outcomes);
      for (const outcome of outcomes)
        if (unrecorded.get(outcome.id) === outcome) unrecorded.delete(outcome.id);
      for (const w of told) w.resolve();
    } catch (error) {
      for (const w of told) w.reject(error);
    }
  }
  // Deliveries of this loop whose handler is still running, and the moment given them to finish
  // before the outcomes waiting are recorded: fewer, larger statements (each one a commit).
  let handling = 0;
  let linger: NodeJS.Timeout | undefined;
  function queueFlush() {
    clearTimeout(linger);
    linger = undefined;
    if (flushQueued) return;
    flushQueued = true;
    flushes = flushes.then(flush);
  }
  /**
   * Resolves once every outcome so far is recorded: at once when nothing else is being delivered
   * (or half the loop is waiting), otherwise with what else finishes within RECORD_LINGER_MS.
   */
  function recorded(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      waiting.push({ resolve, reject });
      if (handling === 0 || waiting.length >= Math.ceil(concurrency / 2)) queueFlush();
      else linger ??= setTimeout(queueFlush, RECORD_LINGER_MS);
    });
  }
  const record = (outcome: Outcome) => {
    unrecorded.set(outcome.id, outcome);
    return recorded();
  };
  const recordPending = () => (unrecorded.size > 0 ? recorded() : undefined);

  /** What became of one delivery, decided by the handler's answer. */
  async function attempt(row: Claimed): Promise<{ outcome: Outcome; failed?: string }> {
    const message = {
      id: row.id,
      kind: row.kind,
      payload: row.payload,
      cause: row.cause,
      attempt: row.attempts,
    };
    handling++;
    try {
      const handler = handlers[row.kind];
      if (!handler) throw new Error(`no handler for outbox messages of kind ${row.kind}`);
      const answer = await handler(message);
      if (answer && 'drop' in answer) {
        log.warn(`outbox: dropped ${row.kind} ${row.id}: ${answer.drop}`);
        return { outcome: { id: row.id, status: 'dropped', last_error: answer.drop, done_at: clock() } };
      }
      return { outcome: { id: row.id, status: 'sent', done_at: clock() } };
    } catch (error) {
      const reason = describeError(error);
      if (row.attempts >= backoff.maxAttempts) {
        log.error(`outbox: gave up on ${row.kind} ${row.id} after ${row.attempts} attempts: ${reason}`);
        return {
          outcome: { id: row.id, status: 'failed', last_error: reason, done_at: clock() },
          failed: reason,
        };
      }
      const next = new Date(clock().getTime() + retryDelay(backoff, row.attempts));
      log.warn(
        `outbox: ${row.kind} ${row.id} attempt ${row.attempts} failed (${reason}); retry at ${next.toISOString()}`,
      );
      return { outcome: { id: row.id, available_at: next, last_error: reason } };
    } finally {
      handling--;
    }
  }

  async function deliver(row: Claimed) {
    const { outcome, failed } = await attempt(row);
    try {
      await record(outcome);
    } catch (error) {
      if (outcome.status === 'sent')
        log.warn(`outbox: ${row.kind} ${row.id} delivered, marked sent once the database answers`);
      throw error;
    }
    if (failed !== undefined)
      options.onFailed?.({
        id: row.id,
        kind: row.kind,
        payload: row.payload,
        cause: row.cause,
        attempt: row.attempts,
        error: failed,
      });
  }

  return {
    async runOnce() {
      await recordPending();
      const claimed = await claimDue(db, { now: clock(), owner, claimMs, limit: batchSize });
      // Once an outcome cannot be recorded (the database went away), nothing more is started.
      let next = 0;
      let broken: { error: unknown } | undefined;
      const worker = async () => {
        while (!broken && next < claimed.length) {
          const row = claimed[next++]!;
          await deliver(row).catch((error: unknown) => void (broken ??= { error }));
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, claimed.length) }, worker));
      if (broken) throw broken.error;
      return claimed.length;
    },
  };
}

/**
 * The product's sender: `loops` claim loops (SENDER_DEFAULTS), each with its own claim token
 * `<owner>/<n>`, each delivering up to `concurrency` messages at once; `wake()` after committing
 * new messages. Several processes may run it on one database: claims are row leases.
 */
export function startOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const loops = Math.max(1, options.loops ?? SENDER_DEFAULTS.loops);
  const batchSize = options.batchSize ?? SENDER_DEFAULTS.batchSize;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const senders = Array.from({ length: loops }, (_, i) =>
    createOutboxSender({
      claimMs: SENDER_DEFAULTS.claimMs,
      concurrency: SENDER_DEFAULTS.concurrency,
      ...options,
      batchSize,
      owner: `${owner}/${i + 1}`,
    }),
  );
  const onError = quietDuringOutage(
    'outbox sender',
    (error) => (options.log ?? console).error(`outbox sender: ${describeError(error)}`),
    (message) => (options.log ?? console).warn(message),
  );
  const polls = senders.map((sender) =>
    pollLoop(async () => ({ more: (await sender.runOnce()) >= batchSize }), {
      pollMs: options.pollMs ?? 1000,
      onError,
    }),
  );
  return {
    async runOnce() {
      const taken = await Promise.all(senders.map((sender) => sender.runOnce()));
      return taken.reduce((sum, n) => sum + n, 0);
    },
    wake: () => polls.forEach((poll) => poll.wake()),
    close: async () => void (await Promise.all(polls.map((poll) => poll.close()))),
  };
}
