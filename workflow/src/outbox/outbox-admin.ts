import type { Kysely } from 'kysely';
import type { WorkflowDatabase } from '../db/workflow-database.ts';
import type { OutboxStatus } from './outbox.table.ts';

/** A message as an operator reads it (`npm run outbox -- list`). */
export interface OutboxEntry {
  id: string;
  kind: string;
  status: OutboxStatus;
  attempts: number;
  cause: string;
  lastError: string | null;
  createdAt: Date;
  /** When it was sent, dropped or given up. */
  doneAt: Date | null;
  /** Its next try, while pending. */
  availableAt: Date;
}

/** Messages in one status (default: those given up for good), the most recent first. */
export async function listMessages(
  db: Kysely<WorkflowDatabase>,
  {
    status = 'failed',
    kinds,
    limit = 100,
  }: { status?: OutboxStatus; kinds?: readonly string[]; limit?: number } = {},
): Promise<{ total: number; messages: OutboxEntry[] }> {
  let query = db.selectFrom('workflow_outbox').where('status', '=', status);
  if (kinds)
    query = kinds.length > 0 ? query.where('kind', 'in', kinds) : query.where(({ lit }) => lit(false));
  const [rows, total] = await Promise.all([
    query
      .select([
        'id',
        'kind',
        'status',
        'attempts',
        'cause',
        'last_error',
        'created_at',
        'done_at',
        'available_at',
      ])
      .orderBy('done_at', (o) => o.desc().nullsLast())
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirst(),
  ]);
  return {
    total: Number(total?.n ?? 0),
    messages: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      attempts: r.attempts,
      cause: r.cause,
      lastError: r.last_error,
      createdAt: new Date(r.created_at),
      doneAt: r.done_at ? new Date(r.done_at) : null,
      availableAt: new Date(r.available_at),
    })),
  };
}

/**
 * Re-drives messages given up for good: back to pending, due at `now`, with a full set of
 * attempts (the last error stays until one goes through). `ids` names them; without it, every
 * failed message. Only failed messages move: a sent, dropped or pending one is left as it is.
 * Returns the ids put back.
 */
export async function retryFailed(
  db: Kysely<WorkflowDatabase>,
  { ids, now }: { ids?: readonly string[]; now: Date },
): Promise<string[]> {
  if (ids && ids.length === 0) return [];
  let update = db
    .updateTable('workflow_outbox')
    .set({
      status: 'pending',
      attempts: 0,
      available_at: now,
      done_at: null,
      claimed_by: null,
      claimed_until: null,
    })
    .where('status', '=', 'failed');
  if (ids) update = update.where('id', 'in', ids);
  const rows = await update.returning('id').execute();
  return rows.map((r) => r.id).sort();
}
