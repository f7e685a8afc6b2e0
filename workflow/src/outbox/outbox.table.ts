import type { ColumnType, Generated } from 'kysely';

export type OutboxStatus = 'pending' | 'sent' | 'dropped' | 'failed';

/**
 * One message to the outside world (a mail, a command for the write side), written in the same
 * transaction as its cause. `id` is deterministic (from the causing event's position or a key the
 * cause carries), so writing the same cause twice keeps one row; it is also the idempotency key
 * the receiver deduplicates by (Message-ID of a mail, commandId of a command).
 */
export interface OutboxTable {
  id: string;
  /** Which handler delivers it ('otp-mail', 'complete-signup', …). */
  kind: string;
  payload: ColumnType<unknown, string, string>;
  /** What caused it: an event position, or the due item that fired. */
  cause: string;
  status: ColumnType<OutboxStatus, OutboxStatus | undefined, OutboxStatus>;
  attempts: Generated<number>;
  /** Not delivered before this time (the next retry, with backoff). */
  available_at: Date;
  /** A sender working on it; another may take it over once claimed_until has passed. */
  claimed_by: string | null;
  claimed_until: Date | null;
  last_error: string | null;
  created_at: Generated<Date>;
  done_at: Date | null;
  /** Messages with one key are delivered in `seq` order, one at a time; null: no order. */
  order_key: ColumnType<string | null, string | null | undefined, string | null>;
  /** The order messages were written in (bigint, as a string). */
  seq: Generated<string>;
}
export interface OutboxDB {
  workflow_outbox: OutboxTable;
}
