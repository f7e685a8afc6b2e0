export interface AccountTable {
  account_id: string;
  user_name: string;
  email: string;
  contact_number: string;
  account_type: string;
  registered_at: Date;
  deleted: boolean;
  position: string;
}
export interface AccountsDB {
  accounts: AccountTable;
}
