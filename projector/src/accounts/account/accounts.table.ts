export interface AccountTable {
  account_id: string;
  user_name: string;
  email: string;
  contact_number: string;
  account_type: string;
  registered_at: Date;
  deleted: boolean;
  /** Tokens issued before this (the last password change) no longer count. */
  tokens_valid_from: Date | null;
  position: string;
  /** positionKey(position): updates are guarded by it, so an older event never overwrites a newer one. */
  position_key: string;
}
export interface AccountsDB {
  accounts: AccountTable;
}
