import type { Kysely, Transaction } from 'kysely';
import type { WorkflowDatabase } from '../db/workflow/workflow-database.ts';
import type { OutboxStatus } from './outbox.table.ts';

export interface NewOutboxMessage {
  id: string;
  kind: string;
  payload: unknown;
  cause: string;
  availableAt: Date;
}

/** Adds a message in the caller's transaction; a message with the same id is kept as it is. */
export async function enqueueMessage(trx: Transaction<WorkflowDatabase>, message: NewOutboxMessage) {
  await enqueueMessages(trx, [message]);
}

/** Several messages in one statement; an id already there (or named twice) is kept as it was. */
export async function enqueueMessages(
  trx: Transaction<WorkflowDatabase>,
  messages: readonly NewOutboxMessage[],
) {
  if (messages.length === 0) return;
  await trx
    .insertInto('workflow_outbox')
    .values(
      messages.map((message) => ({
        id: message.id,
        kind: message.kind,
        payload: JSON.stringify(message.payload ?? null),
        cause: message.cause,
        available_at: message.availableAt,
        claimed_by: null,
        claimed_until: null,
        last_error: null,
        done_at: null,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * Claims up to `limit` pending messages that are due and not claimed by another live sender,
 * counting the attempt. SKIP LOCKED keeps concurrent senders (several write-api processes) on disjoint rows.
 */
export async function claimDue(
  db: Kysely<WorkflowDatabase>,
  { now, owner, claimMs, limit }: { now: Date; owner: string; claimMs: number; limit: number },
) {
  return db
    .updateTable('workflow_outbox')
    .set((eb) => ({
      claimed_by: owner,
      claimed_until: new Date(now.getTime() + claimMs),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('workflow_outbox')
        .select('id')
        .where('status', '=', 'pending')
        .where('available_at', '<=', now)
        // Our own stale claims too: a restarted embedded host (fixed owner) retries them at once.
        .where((w) =>
          w.or([w('claimed_until', 'is', null), w('claimed_until', '<=', now), w('claimed_by', '=', owner)]),
        )
        .orderBy('available_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
}

type Settled = { status?: OutboxStatus; available_at?: Date; last_error?: string | null; done_at?: Date };

/** Records what became of a claimed message, unless another sender has taken it over meanwhile. */
export async function settleMessage(
  db: Kysely<WorkflowDatabase>,
  id: string,
  owner: string,
  change: Settled,
) {
  await db
    .updateTable('workflow_outbox')
    .set({ ...change, claimed_by: null, claimed_until: null })
    .where('id', '=', id)
    .where('claimed_by', '=', owner)
    .execute();
}

/** Counts by status, and pending messages already due (what a sender still has to do). */
export async function outboxCounts(db: Kysely<WorkflowDatabase>, now: Date) {
  const rows = await db
    .selectFrom('workflow_outbox')
    .select((eb) => ['status', eb.fn.countAll<string>().as('n')])
    .groupBy('status')
    .execute();
  const due = await db
    .selectFrom('workflow_outbox')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '=', 'pending')
    .where('available_at', '<=', now)
    .executeTakeFirst();
  const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0);
  return {
    pending: count('pending'),
    due: Number(due?.n ?? 0),
    sent: count('sent'),
    dropped: count('dropped'),
    failed: count('failed'),
  };
}
