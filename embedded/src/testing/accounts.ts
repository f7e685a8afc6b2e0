import { randomUUID } from 'node:crypto';
import type { AccountType } from '@cinema/contracts';
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
