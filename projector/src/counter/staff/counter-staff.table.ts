/** One row per account and cinema whose counter it works (CounterStaffGranted; deleted on revocation). */
export interface CounterStaffTable {
  account_id: string;
  cinema_id: string;
  email: string;
  granted_by: string;
  granted_at: Date;
  position: string;
  position_key: string;
}

export interface CounterStaffDB {
  counter_staff: CounterStaffTable;
}
