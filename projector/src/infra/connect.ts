import { z } from 'zod';
import { openEventStore } from '@cinema/event-store';
import { storageConfigSchema, createPool, parseConfig } from '@cinema/server-kit';

/** Configuration and connections of the projector's own processes (live projector, rebuild). */
export async function connectProjector() {
  const config = parseConfig(
    z.object({ DATABASE_URL: z.string(), EVENTSTORE_URL: z.string().optional() }).and(storageConfigSchema),
  );
  const store = await openEventStore({
    eventStoreUrl: config.EVENTSTORE_URL,
    databaseUrl: config.DATABASE_URL,
    schema: config.EVENTS_SCHEMA,
    wake: 'listen',
  });
  return { config, store, pool: createPool(config.DATABASE_URL) };
}
