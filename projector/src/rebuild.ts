import { connectProjector } from './connect.ts';
import { allProjections } from './projections.ts';
import { rebuildOnline } from './rebuild-read-models.ts';

// `npm run rebuild -w projector` against DATABASE_URL: online; the live projector hands over.
const { config, store, pool } = await connectProjector();
const { position } = await rebuildOnline({
  store,
  pool,
  schema: config.READ_SCHEMA,
  projections: allProjections,
});
console.log(`Rebuilt ${config.READ_SCHEMA} up to position ${position}`);
await store.close();
await pool.end();
