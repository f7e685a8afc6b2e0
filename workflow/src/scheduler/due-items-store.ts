import { sql, type Kysely, type Transaction } from 'kysely';
import type { WorkflowDatabase } from '../db/workflow-database.ts';

export interface DueItem {
  /** Deterministic (e.g. `hold-expiry:<holdId>`): scheduling it again moves it, never doubles it. */
  id: string;
  /** The outbox kind the item becomes when due (its handler issues the command). */
  kind: string;
  payload: unknown;
  dueAt: Date;
  cause: string;
}

/** Schedules an item in the caller's transaction, or moves one that has not fired yet. */
export async function scheduleItem(trx: Transaction<WorkflowDatabase>, item: DueItem) {
  await scheduleItems(trx, [item]);
}

/**
 * Schedules (or moves) several in one statement; an id named twice ends as its last mention says.
 * An item scheduled again unchanged keeps its first cause.
 */
export async function scheduleItems(trx: Transaction<WorkflowDatabase>, items: readonly DueItem[]) {
  const last = [...new Map(items.map((item) => [item.id, item])).values()];
  if (last.length === 0) return;
  await trx
    .insertInto('workflow_due_items')
    .values(
      last.map((item) => ({
        id: item.id,
        kind: item.kind,
        payload: JSON.stringify(item.payload ?? null),
        due_at: item.dueAt,
        cause: item.cause,
        fired_at: null,
      })),
    )
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) => ({
          kind: eb.ref('excluded.kind'),
          payload: eb.ref('excluded.payload'),
          due_at: eb.ref('excluded.due_at'),
          cause: eb.ref('excluded.cause'),
        }))
        .where('workflow_due_items.status', '=', 'pending')
        // An item scheduled again as it is (timers shared by several events) is left alone: no
        // new row version to write and vacuum for each event that names it.
        .where(
          sql<boolean>`(workflow_due_items.kind, workflow_due_items.payload, workflow_due_items.due_at)
            is distinct from (excluded.kind, excluded.payload, excluded.due_at)`,
        ),
    )
    .execute();
}

/** Cancels items that have not fired yet (a hold confirmed before it expired). */
export async function cancelItem(trx: Transaction<WorkflowDatabase>, id: string) {
  await cancelItems(trx, [id]);
}

export async function cancelItems(trx: Transaction<WorkflowDatabase>, ids: readonly string[]) {
  if (ids.length === 0) return;
  await trx
    .updateTable('workflow_due_items')
    .set({ status: 'cancelled' })
    .where('id', 'in', ids)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Fires up to `limit` items due at `now`: each becomes an outbox message `due:<id>` and is marked
 * fired, in one statement (one round trip and one commit, however many fire), so an item fires
 * exactly once and its command is then delivered (retried, at least once, idempotent by that id)
 * by the outbox sender. SKIP LOCKED keeps concurrent schedulers on disjoint items; on PGlite the
 * statements run one after another, and an item fired by one is no longer pending for the next.
 */
export async function fireDueItems(db: Kysely<WorkflowDatabase>, now: Date, limit = 100): Promise<string[]> {
  const fired = await db
    .with('due', (qb) =>
      qb
        .selectFrom('workflow_due_items')
        .select('id')
        .where('status', '=', 'pending')
        .where('due_at', '<=', now)
        .orderBy('due_at')
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked(),
    )
    .with('fired', (qb) =>
      qb
        .updateTable('workflow_due_items')
        .set({ status: 'fired', fired_at: now })
        .where('id', 'in', (eb) => eb.selectFrom('due').select('due.id'))
        .returning(['workflow_due_items.id', 'workflow_due_items.kind', 'workflow_due_items.payload']),
    )
    .with('queued', (qb) =>
      qb
        .insertInto('workflow_outbox')
        .columns(['id', 'kind', 'payload', 'cause', 'available_at'])
        .expression((eb) =>
          eb
            .selectFrom('fired')
            .select((s) => [
              sql<string>`'due:' || ${s.ref('fired.id')}`.as('id'),
              'fired.kind',
              'fired.payload',
              sql<string>`'due:' || ${s.ref('fired.id')}`.as('cause'),
              sql<Date>`${now}::timestamptz`.as('available_at'),
            ]),
        )
        .onConflict((oc) => oc.column('id').doNothing())
        .returning('id'),
    )
    .selectFrom('fired')
    .select('fired.id')
    .execute();
  return fired.map((row) => row.id).sort();
}
