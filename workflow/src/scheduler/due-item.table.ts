import type { ColumnType, Generated } from 'kysely';

export type DueItemStatus = 'pending' | 'fired' | 'cancelled';

/**
 * A durable timer: when `due_at` passes (by the scheduler's clock) the item fires once, which
 * writes an outbox message of `kind` with `payload` (id `due:<id>`). Fed by reactors from events.
 */
export interface DueItemTable {
  id: string;
  kind: string;
  payload: ColumnType<unknown, string, string>;
  due_at: Date;
  cause: string;
  status: ColumnType<DueItemStatus, DueItemStatus | undefined, DueItemStatus>;
  created_at: Generated<Date>;
  fired_at: Date | null;
}
export interface DueItemDB {
  workflow_due_items: DueItemTable;
}
