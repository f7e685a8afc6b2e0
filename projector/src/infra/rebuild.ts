import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { DataDirInUseError, lockDataDir, openEventStore } from '@cinema/event-store';
import { startEmbeddedPostgres } from '@cinema/event-store/embedded-postgres';
import { createPool, parseConfig, storageConfigSchema } from '@cinema/server-kit';
import { allProjections } from '../projections.ts';
import { rebuildOnline } from './rebuild-read-models.ts';

/*
 * `npm run rebuild`: replays all events into fresh read models and switches readers over.
 * With DATABASE_URL (PostgreSQL) it runs online: the live projector hands over its lease and
 * takes it back after the switch, readers keep being served. Without it, it rebuilds the
 * embedded database in DATA_DIR/pglite, which only one process may open: refused while
 * `npm start` has it open (stop it, rebuild, start again).
 */
const unset = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const config = parseConfig(
  z
    .object({ DATABASE_URL: unset, EVENTSTORE_URL: unset, DATA_DIR: z.string().default('./data') })
    .and(storageConfigSchema),
);

async function embeddedDatabase() {
  const dataDir = join(resolve(config.DATA_DIR), 'pglite');
  if (!existsSync(dataDir))
    throw new Error(`No embedded database in ${dataDir}: nothing to rebuild (set DATA_DIR?).`);
  const lock = lockDataDir(dataDir);
  const embedded = await startEmbeddedPostgres({ dataDir }).catch((error: unknown) => {
    lock.release();
    throw error;
  });
  return { url: embedded.connectionString, stop: () => embedded.stop().finally(() => lock.release()) };
}

try {
  const database = config.DATABASE_URL
    ? { url: config.DATABASE_URL, stop: async () => undefined }
    : await embeddedDatabase();
  try {
    const store = await openEventStore({
      eventStoreUrl: config.EVENTSTORE_URL,
      databaseUrl: database.url,
      schema: config.EVENTS_SCHEMA,
      wake: config.DATABASE_URL ? 'listen' : 'in-process',
    });
    // Batch work: replaying and switching schemas may take longer than a request's query timeout.
    const pool = createPool(database.url, 10, { queryTimeoutMs: 0 });
    try {
      const { position } = await rebuildOnline({
        store,
        pool,
        schema: config.READ_SCHEMA,
        projections: allProjections,
      });
      console.log(`Rebuilt ${config.READ_SCHEMA} up to position ${position}`);
    } finally {
      await store.close();
      await pool.end();
    }
  } finally {
    await database.stop();
  }
} catch (error) {
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exitCode = 1;
}
