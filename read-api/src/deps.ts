import type { ReadDatabase } from '@cinema/projector/db';
import type { ProjectionProgress } from '@cinema/server-kit';
import type { Kysely } from 'kysely';

export interface ReadDeps {
  db: Kysely<ReadDatabase>;
  progress: ProjectionProgress;
}
