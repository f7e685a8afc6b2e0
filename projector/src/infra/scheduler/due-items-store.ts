import type { Kysely, Transaction } from 'kysely';
import type { WorkflowDatabase } from '../db/workflow/workflow-database.ts';

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

/** Schedules (or moves) several in one statement; an id named twice ends as its last mention says. */
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
        .where('workflow_due_items.status', '=', 'pending'),
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
 * fired, in one transaction, so an item fires exactly once and its command is then delivered
 * (retried, at least once, idempotent by that id) by the outbox sender.
 */
export async function fireDueItems(db: Kysely<WorkflowDatabase>, now: Date, limit = 100): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('workflow_due_items')
      .select(['id', 'kind', 'payload'])
      .where('status', '=', 'pending')
      .where('due_at', '<=', now)
      .orderBy('due_at')
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    await trx
      .insertInto('workflow_outbox')
      .values(
        due.map((item) => ({
          id: `due:${item.id}`,
          kind: item.kind,
          payload: JSON.stringify(item.payload ?? null),
          cause: `due:${item.id}`,
          available_at: now,
          claimed_by: null,
          claimed_until: null,
          last_error: null,
          done_at: null,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const ids = due.map((item) => item.id);
    await trx
      .updateTable('workflow_due_items')
      .set({ status: 'fired', fired_at: now })
      .where('id', 'in', ids)
      .execute();
    return ids;
  });
}
