import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { WorkflowDatabase } from '../db/workflow/workflow-database.ts';
import { describeError } from '../dead-letters/dead-letter-store.ts';
import { DEFAULT_BACKOFF, retryDelay, type BackoffPolicy } from './backoff.ts';
import { claimDue, settleMessage } from './outbox-store.ts';
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
  batchSize?: number;
  backoff?: BackoffPolicy;
  pollMs?: number;
  log?: { warn(message: string): void; error(message: string): void };
}

export interface OutboxSender extends PollLoop {
  /** One pass: delivers what is due now; returns how many messages it took. */
  runOnce(): Promise<number>;
}

/**
 * The outbox sender: claims due messages, hands each to the handler of its kind and records the
 * outcome. Delivery is AT LEAST ONCE: a crash after the handler succeeded and before the row is
 * marked leaves the claim to expire, and the message is delivered again with the same id, so the
 * receiver must deduplicate (mail by Message-ID, commands by commandId).
 */
export function createOutboxSender(options: OutboxSenderOptions): Omit<OutboxSender, keyof PollLoop> {
  const { db, handlers, clock = () => new Date(), claimMs = 60_000, batchSize = 20 } = options;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const log = options.log ?? console;
  const owner = options.owner ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

  async function deliver(row: Awaited<ReturnType<typeof claimDue>>[number]) {
    const message = {
      id: row.id,
      kind: row.kind,
      payload: row.payload,
      cause: row.cause,
      attempt: row.attempts,
    };
    try {
      const handler = handlers[row.kind];
      if (!handler) throw new Error(`no handler for outbox messages of kind ${row.kind}`);
      const outcome = await handler(message);
      if (outcome && 'drop' in outcome) {
        log.warn(`outbox: dropped ${row.kind} ${row.id}: ${outcome.drop}`);
        return settleMessage(db, row.id, owner, {
          status: 'dropped',
          last_error: outcome.drop,
          done_at: clock(),
        });
      }
      await settleMessage(db, row.id, owner, { status: 'sent', done_at: clock() });
    } catch (error) {
      const reason = describeError(error);
      if (row.attempts >= backoff.maxAttempts) {
        log.error(`outbox: gave up on ${row.kind} ${row.id} after ${row.attempts} attempts: ${reason}`);
        return settleMessage(db, row.id, owner, { status: 'failed', last_error: reason, done_at: clock() });
      }
      const next = new Date(clock().getTime() + retryDelay(backoff, row.attempts));
      log.warn(
        `outbox: ${row.kind} ${row.id} attempt ${row.attempts} failed (${reason}); retry at ${next.toISOString()}`,
      );
      await settleMessage(db, row.id, owner, { available_at: next, last_error: reason });
    }
  }

  return {
    async runOnce() {
      const claimed = await claimDue(db, { now: clock(), owner, claimMs, limit: batchSize });
      for (const row of claimed) await deliver(row);
      return claimed.length;
    },
  };
}

/** The sender as a loop (see createOutboxSender); `wake()` after committing new messages. */
export function startOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const sender = createOutboxSender(options);
  const batchSize = options.batchSize ?? 20;
  const loop = pollLoop(async () => ({ more: (await sender.runOnce()) >= batchSize }), {
    pollMs: options.pollMs ?? 1000,
    onError: (error) => (options.log ?? console).error(`outbox sender: ${describeError(error)}`),
  });
  return { ...sender, ...loop };
}
