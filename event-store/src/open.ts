import type { EventStore } from './port.ts';
import { createEsdbEventStore } from './esdb/esdb-event-store.ts';
import { createPostgresEventStore } from './postgres/postgres-event-store.ts';
import type { WakeMode } from './postgres/wake.ts';

export interface OpenEventStoreOptions {
  /** esdb://… selects EventStoreDB; otherwise the PostgreSQL adapter on databaseUrl. */
  eventStoreUrl?: string | undefined;
  databaseUrl?: string | undefined;
  schema: string;
  wake: WakeMode;
  /** See EventStore.soleWriter (PostgreSQL adapter only). */
  soleWriter?: boolean;
}

/** The event store the configuration selects, ready to use (tables created on PostgreSQL). */
export async function openEventStore(options: OpenEventStoreOptions): Promise<EventStore> {
  if (options.eventStoreUrl) return createEsdbEventStore({ connectionString: options.eventStoreUrl });
  if (!options.databaseUrl) throw new Error('Set DATABASE_URL (PostgreSQL) or EVENTSTORE_URL (EventStoreDB)');
  const store = createPostgresEventStore({
    connectionString: options.databaseUrl,
    schema: options.schema,
    wake: options.wake,
    soleWriter: options.soleWriter,
  });
  await store.migrate();
  return store;
}
