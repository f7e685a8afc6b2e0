import { START, type EventStore } from './port.ts';
import type { PostgresEventStore } from './postgres/postgres-event-store.ts';
import { watchDelivery, type DeliveryLogger, type DeliveryWatch } from './postgres/delivery-watch.ts';
import {
  findDeliveryBlocker,
  heldBackEvents,
  type DeliveryBlocker,
  type HeldBackEvents,
  type Queryable,
} from './postgres/delivery-blockers.ts';

export interface EventStoreHealth {
  kind: 'postgres' | 'eventstoredb';
  /** PostgreSQL only: committed events subscribers cannot see yet. */
  heldBack?: HeldBackEvents;
  /** PostgreSQL only: the oldest open transaction holding an xid, which holds back every newer event. */
  oldestTransaction?: DeliveryBlocker | null;
}

/** What readiness tells about the PostgreSQL event log; throws when the database is unreachable. */
export async function postgresEventsHealth(db: Queryable, schema: string): Promise<EventStoreHealth> {
  const [heldBack, oldestTransaction] = await Promise.all([
    heldBackEvents(db, schema),
    findDeliveryBlocker(db),
  ]);
  return { kind: 'postgres', heldBack, oldestTransaction };
}

/** Reachability (and on PostgreSQL, held-back delivery) of whichever store is configured. */
export async function eventStoreHealth(store: EventStore): Promise<EventStoreHealth> {
  if (isPostgresEventStore(store)) return postgresEventsHealth(store.pool, store.schema);
  await store.readAll(START, 1);
  return { kind: 'eventstoredb' };
}

export function isPostgresEventStore(store: EventStore): store is PostgresEventStore {
  return 'pool' in store && 'schema' in store;
}

/**
 * Logs a warning naming the backend that holds event delivery back (PostgreSQL); nothing to watch
 * on EventStoreDB. Run it in the process that runs the projector.
 */
export function watchEventDelivery(
  store: EventStore,
  options: { logger?: DeliveryLogger } = {},
): DeliveryWatch {
  if (!isPostgresEventStore(store)) return { stop: async () => undefined };
  return watchDelivery({ db: store.pool, schema: store.schema, logger: options.logger });
}
