import { createKysely } from '@cinema/server-kit';
import { connectProjector } from './connect.ts';
import { Kysely, PostgresDialect } from 'kysely';
import type { ReadDatabase } from './db/database.ts';
import { migrateReadModels } from './db/migrate.ts';
import { allProjections } from './projections.ts';
import { startProjector } from './run-projector.ts';

// The projector as its own process: events → read models, checkpoint in the same transaction.
const { config, store, pool } = await connectProjector();
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
