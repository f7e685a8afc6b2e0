import type { Generated } from 'kysely';

export interface CheckpointTable {
  projector: string;
  /** Last applied position, "major:minor". */
  position: string;
  updated_at: Generated<Date>;
}
export interface CheckpointDB {
  projector_checkpoints: CheckpointTable;
}
