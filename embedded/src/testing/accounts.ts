import { randomUUID } from 'node:crypto';
import { ACCOUNT_TYPES, type AccountType } from '@cinema/contracts';
import type { PostgresEventStore } from '@cinema/event-store';
import { registerAccount } from '@cinema/write-api';
import type { TestSystem } from './test-system.ts';

export const TEST_PASSWORD = 'Secret@123';

/** Registers an account through the RegisterAccount command and logs in over HTTP. */
export async function accountWithToken(system: TestSystem, accountType: AccountType) {
  const email = `${accountType.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`;
  const { user } = await registerAccount(system.write, {
    accountType,
    email,
    userName: `Test ${accountType}`,
    contactNumber: '9876543210',
    password: TEST_PASSWORD,
  });
  const login = await system.call('POST', '/auth/login', { body: { email, password: TEST_PASSWORD } });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { user, email, token: login.body.token as string };
}

/** A logged-in token of each account type. */
export async function tokensForEveryRole(system: TestSystem): Promise<Record<AccountType, string>> {
  const tokens = {} as Record<AccountType, string>;
  for (const type of ACCOUNT_TYPES) tokens[type] = (await accountWithToken(system, type)).token;
  return tokens;
}

/**
 * How many events the store holds: refused requests must leave it unchanged. Counted in the events
 * table, not through readAll, which holds back new events while any transaction on a shared
 * cluster is open: a count taken just after a write could miss it, and a later refusal would then
 * seem to have written one.
 */
export async function countEvents(system: TestSystem): Promise<number> {
  const { pool, schema } = system.store as PostgresEventStore;
  const { rows } = await pool.query<{ n: number }>(`select count(*)::int as n from "${schema}".events`);
  return rows[0]!.n;
}

/** A valid signup request body (a Viewer named Riya Sharma, password TEST_PASSWORD). */
export const signupBody = (email: string, otp: string, extra: Record<string, unknown> = {}) => ({
  accountType: 'Viewer',
  userName: 'Riya Sharma',
  email,
  contactNumber: '9876543210',
  password: TEST_PASSWORD,
  confirmPassword: TEST_PASSWORD,
  otp,
  ...extra,
});
