import { sql, type Kysely, type Transaction } from 'kysely';
import type { WorkflowDatabase } from '../db/workflow-database.ts';
import type { OutboxStatus } from './outbox.table.ts';

export interface NewOutboxMessage {
  id: string;
  kind: string;
  payload: unknown;
  cause: string;
  availableAt: Date;
  /**
   * Messages with the same key are delivered one at a time, in the order they were written (a
   * later one waits until the earlier is sent, dropped or given up). Omit it where order does not
   * matter: keyed messages cannot overtake each other, nor be sent in parallel.
   */
  key?: string;
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
        order_key: message.key ?? null,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * Claims up to `limit` pending messages that are due and not claimed by another live sender,
 * counting the attempt, and gives them back in the order they fell due. A claim is a lease: the
 * row is this sender's until `claimMs` from now, after which another sender may take it over (a
 * sender that died). SKIP LOCKED keeps concurrent claims (several loops, several processes) on
 * disjoint rows without waiting; on PGlite, where statements run one after another in one
 * session, the claim itself (claimed_until in the future) is what keeps the next claim off them.
 * A keyed message is claimed only when no earlier message with its key is still pending, so
 * messages of one key go out one at a time and in order, whichever sender takes them.
 */
export async function claimDue(
  db: Kysely<WorkflowDatabase>,
  { now, owner, claimMs, limit }: { now: Date; owner: string; claimMs: number; limit: number },
) {
  const rows = await db
    .updateTable('workflow_outbox')
    .set((eb) => ({
      claimed_by: owner,
      claimed_until: new Date(now.getTime() + claimMs),
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('workflow_outbox as o')
        .select('o.id')
        .where('o.status', '=', 'pending')
        .where('o.available_at', '<=', now)
        // Our own stale claims too: a restarted embedded host (fixed owner) retries them at once.
        // A claim token belongs to one claim loop, which claims only with nothing in flight.
        .where((w) =>
          w.or([
            w('o.claimed_until', 'is', null),
            w('o.claimed_until', '<=', now),
            w('o.claimed_by', '=', owner),
          ]),
        )
        .where((w) =>
          w.or([
            w('o.order_key', 'is', null),
            w.not(
              w.exists(
                w
                  .selectFrom('workflow_outbox as e')
                  .select(sql`1`.as('one'))
                  .whereRef('e.order_key', '=', 'o.order_key')
                  .where('e.status', '=', 'pending')
                  .whereRef('e.seq', '<', 'o.seq'),
              ),
            ),
          ]),
        )
        .orderBy('o.available_at')
        .orderBy('o.id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .returningAll()
    .execute();
  const due = (row: (typeof rows)[number]) => new Date(row.available_at).getTime();
  return rows.sort((a, b) => due(a) - due(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

type Settled = { status?: OutboxStatus; available_at?: Date; last_error?: string | null; done_at?: Date };

/** What became of one claimed message (see settleMessages). */
export type Outcome = Settled & { id: string };

/** Records what became of a claimed message, unless another sender has taken it over meanwhile. */
export async function settleMessage(
  db: Kysely<WorkflowDatabase>,
  id: string,
  owner: string,
  change: Settled,
) {
  await settleMessages(db, owner, [{ id, ...change }]);
}

/**
 * Records what became of several claimed messages in one statement (sent, dropped, failed, or
 * back to pending with its next try), each unless another sender has taken it over meanwhile.
 * The claims are released; a field an outcome leaves out keeps its value.
 */
export async function settleMessages(
  db: Kysely<WorkflowDatabase>,
  owner: string,
  outcomes: readonly Outcome[],
) {
  if (outcomes.length === 0) return;
  const changes = JSON.stringify(
    Object.fromEntries(
      outcomes.map(({ id, status, available_at, last_error, done_at }) => [
        id,
        {
          ...(status ? { status } : {}),
          ...(available_at ? { available_at: available_at.toISOString() } : {}),
          ...(last_error !== undefined ? { last_error } : {}),
          ...(done_at ? { done_at: done_at.toISOString() } : {}),
        },
      ]),
    ),
  );
  const change = sql`(${changes}::jsonb -> ${sql.ref('id')})`;
  const has = (field: string) => sql<boolean>`jsonb_exists(${change}, ${field})`;
  await db
    .updateTable('workflow_outbox')
    .set({
      status: sql`coalesce(${change} ->> 'status', ${sql.ref('status')})`,
      available_at: sql`coalesce((${change} ->> 'available_at')::timestamptz, ${sql.ref('available_at')})`,
      last_error: sql`CASE WHEN ${has('last_error')} THEN ${change} ->> 'last_error' ELSE ${sql.ref('last_error')} END`,
      done_at: sql`coalesce((${change} ->> 'done_at')::timestamptz, ${sql.ref('done_at')})`,
      claimed_by: null,
      claimed_until: null,
    })
    .where(
      'id',
      'in',
      outcomes.map((o) => o.id),
    )
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
