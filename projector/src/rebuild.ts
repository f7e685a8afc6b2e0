import { connectProjector } from './connect.ts';
import { allProjections } from './projections.ts';
import { rebuildAndSwap } from './rebuild-read-models.ts';

// `npm run rebuild -w projector`: replay all history into fresh read-model tables and swap them in.
// Stop the live projector first; it resumes from the rebuilt checkpoint when restarted.
const { config, store, pool } = await connectProjector();
const position = await rebuildAndSwap(store, pool, config.READ_SCHEMA, allProjections);
console.log(`Rebuilt ${config.READ_SCHEMA} up to position ${position}`);
await store.close();
await pool.end();
