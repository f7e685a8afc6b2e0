import type {
  ProjectedEvent,
  Projection as EngineProjection,
  ProjectionReplay as EngineProjectionReplay,
} from '@cinema/workflow';
import type { ReadDatabase } from './db/database.ts';

export type { ProjectedEvent };

/** A read model's projection: the engine's projection over the read-model schema. */
export type Projection = EngineProjection<ReadDatabase>;
export type ProjectionReplay = EngineProjectionReplay<ReadDatabase>;
