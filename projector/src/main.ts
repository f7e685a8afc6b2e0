import { z } from 'zod';
import { openEventStore } from '@cinema/event-store';
import { commonConfigSchema, createKysely, createPool, parseConfig } from '@cinema/server-kit';
import { Kysely, PostgresDialect } from 'kysely';
import type { ReadDatabase } from './db/database.ts';
import { migrateReadModels } from './db/migrate.ts';
import { allProjections } from './projections.ts';
import { startProjector } from './run-projector.ts';

// The projector as its own process: events → read models, checkpoint in the same transaction.
const config = parseConfig(
  z.object({ DATABASE_URL: z.string(), EVENTSTORE_URL: z.string().optional() }).and(commonConfigSchema),
);
const store = await openEventStore({
  eventStoreUrl: config.EVENTSTORE_URL,
  databaseUrl: config.DATABASE_URL,
  schema: config.EVENTS_SCHEMA,
  wake: 'listen',
});
const pool = createPool(config.DATABASE_URL);
await migrateReadModels(new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) }), config.READ_SCHEMA);
const subscription = await startProjector({
  store,
  db: createKysely<ReadDatabase>(pool, config.READ_SCHEMA),
  projections: allProjections,
});
console.log(`projector running into schema ${config.READ_SCHEMA}`);
const stop = async () => {
  await subscription.close();
  await store.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
