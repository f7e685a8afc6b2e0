/*
 * Layout: a read model's table and projection in `<capability>/<slice>/` (as in write-api); the
 * read-model schema, its migrations, rebuild and the connection under `infra/`. The engine that
 * runs the projections (checkpoints, leases, dead letters, relay) is @cinema/workflow's, shared
 * with write-api's reactors; what is re-exported from it here keeps this package's API whole.
 */
export {
  listParked,
  projectorHealth,
  readCheckpoint,
  startProjector,
  type CommittedListener,
  type ProjectorHealth,
  type ProjectorOptions,
  type RunningProjector,
} from '@cinema/workflow';
export { allProjections } from './projections.ts';
export { migrateReadModels } from './infra/db/migrate.ts';
export { rebuildInto, rebuildOnline, type OnlineRebuildOptions } from './infra/rebuild-read-models.ts';
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
