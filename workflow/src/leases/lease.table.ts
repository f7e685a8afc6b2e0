import type { Generated } from 'kysely';

/** Who may apply events for a projector: one owner until `expires_at` (database clock). */
export interface LeaseTable {
  projector: string;
  owner: string | null;
  expires_at: Generated<Date>;
  /** Set by a rebuild that asks the owner to hand the lease over. */
  handover_to: string | null;
}
export interface LeaseDB {
  projector_leases: LeaseTable;
}
