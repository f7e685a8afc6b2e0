import { z } from 'zod';
import { openEventStore } from '@cinema/event-store';
import { commonConfigSchema, createPool, parseConfig } from '@cinema/server-kit';
import { allProjections } from './projections.ts';
import { rebuildAndSwap } from './rebuild-read-models.ts';

// `npm run rebuild -w projector`: replay all history into fresh read-model tables and swap them in.
// Stop the live projector first; it resumes from the rebuilt checkpoint when restarted.
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
const position = await rebuildAndSwap(store, pool, config.READ_SCHEMA, allProjections);
console.log(`Rebuilt ${config.READ_SCHEMA} up to position ${position}`);
await store.close();
await pool.end();
