export { startProjector } from './run-projector.ts';
export { allProjections } from './projections.ts';
export { migrateReadModels } from './db/migrate.ts';
export { rebuildInto, rebuildAndSwap } from './rebuild-read-models.ts';
export { readCheckpoint } from './checkpoints/checkpoint-store.ts';
export type { ReadDatabase } from './db/database.ts';
export type { Projection, ProjectedEvent } from './projection.ts';
