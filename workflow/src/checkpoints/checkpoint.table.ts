import type { Generated } from 'kysely';

export interface CheckpointTable {
  projector: string;
  /** Last applied position, "major:minor". */
  position: string;
  /** The same position as a sortable number (positionKey), so SQL can refuse to move it back. */
  position_key: string;
  updated_at: Generated<Date>;
}
export interface CheckpointDB {
  projector_checkpoints: CheckpointTable;
}
