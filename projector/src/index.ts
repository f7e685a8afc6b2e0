/*
 * Layout: a read model's table and projection in `<capability>/<slice>/` (as in write-api); the
 * engine and its mechanisms (checkpoints, leases, dead letters, relay, outbox, reactors, scheduler,
 * db and migrations) under `infra/`, one folder per mechanism, so the root holds only the entry
 * points (main, this index, workflow) and the list of projections.
 */
export { startProjector, type ProjectorOptions, type RunningProjector } from './infra/run-projector.ts';
export { allProjections } from './projections.ts';
export { migrateReadModels } from './infra/db/migrate.ts';
export { rebuildInto, rebuildOnline, type OnlineRebuildOptions } from './infra/rebuild-read-models.ts';
export { readCheckpoint } from './infra/checkpoints/checkpoint-store.ts';
export { projectorHealth, type ProjectorHealth } from './infra/health.ts';
export { listParked } from './infra/dead-letters/dead-letter-store.ts';
export type { CommittedListener } from './infra/relay/committed-relay.ts';
export type { ReadDatabase } from './infra/db/database.ts';
export type { Projection, ProjectedEvent } from './infra/projection.ts';
export {
  relaySeatChanges,
  seatPushesOf,
  broadcastTo,
  type SeatPushMessage,
  type SeatPushSink,
  type RoomBroadcaster,
} from './shows/seats/seat-relay.ts';
