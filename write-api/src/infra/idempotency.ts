import type { EventStore, PostgresEventStore } from '@cinema/event-store';
import {
  idempotentCommands,
  memoryIdempotencyStore,
  postgresIdempotencyStore,
  type IdempotencyOptions,
} from '@cinema/server-kit';

/**
 * Idempotency-Key support for the write routes. Keys live in a table beside the event log (the
 * events schema), so they survive restarts and are shared by every write-api process; an
 * EventStoreDB deployment has no such table and remembers keys per process.
 */
export function idempotencyFor(store: EventStore, options?: IdempotencyOptions) {
  const sql = store as Partial<PostgresEventStore>;
  const keys =
    sql.pool && sql.schema ? postgresIdempotencyStore(sql.pool, sql.schema) : memoryIdempotencyStore();
  return idempotentCommands(keys, options);
}
