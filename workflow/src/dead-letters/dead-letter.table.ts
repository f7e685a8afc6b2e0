import type { Generated } from 'kysely';

/** Events a projector could not apply, kept with their error; the checkpoint moved past them. */
export interface DeadLetterTable {
  id: Generated<string>;
  projector: string;
  position: string;
  position_key: string;
  stream_id: string;
  revision: number;
  type: string;
  data: string;
  metadata: string;
  error: string;
  parked_at: Generated<Date>;
}
export interface DeadLetterDB {
  projector_dead_letters: DeadLetterTable;
}
