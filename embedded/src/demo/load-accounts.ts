import {
  accountIdFor,
  changePassword,
  EmailTakenError,
  isPublishedPassword,
  loadAccount,
  OPERATOR_ACTOR,
  PUBLISHED_PASSWORDS,
  registerAccount,
  type WriteDeps,
} from '@cinema/write-api';
import { DEMO_ACCOUNTS } from './accounts.ts';

export interface DemoAccountsReport {
  /** Still opened with a password published in the repository (an older install's): now take this install's. */
  reset: string[];
  /** Their owner chose another password since: left alone. */
  ownPassword: string[];
}

type Outcome = 'created' | 'kept' | 'reset' | 'ownPassword' | 'deleted';

/**
 * The demo accounts, with this install's password. Demo data of earlier versions made them with
 * a password the README published: an account that still opens with one gets this install's
 * password through the same command a password reset issues, which also ends its sessions.
 */
export async function loadDemoAccounts(deps: WriteDeps, password: string): Promise<DemoAccountsReport> {
  if (isPublishedPassword(password))
    throw new Error('The demo password is published in the repository: choose another');
  const ensure = async (account: (typeof DEMO_ACCOUNTS)[number]): Promise<Outcome> => {
    const accountId = accountIdFor(account.email);
    const state = await loadAccount(deps, accountId);
    if (state.status === 'deleted') return 'deleted';
    if (state.status === 'none') {
      await registerAccount(deps, { ...account, password }).catch((error: unknown) => {
        if (!(error instanceof EmailTakenError)) throw error;
      });
      return 'created';
    }
    if (await deps.passwords.verify(state.passwordHash, password)) return 'kept';
    for (const published of PUBLISHED_PASSWORDS) {
      if (!(await deps.passwords.verify(state.passwordHash, published))) continue;
      await changePassword(deps, accountId, password, OPERATOR_ACTOR);
      return 'reset';
    }
    return 'ownPassword';
  };
  // Side by side: each existing account costs at least one argon2 verification.
  const outcomes = await Promise.all(DEMO_ACCOUNTS.map(ensure));
  const emails = (outcome: Outcome) =>
    DEMO_ACCOUNTS.filter((_, i) => outcomes[i] === outcome).map((a) => a.email);
  return { reset: emails('reset'), ownPassword: emails('ownPassword') };
}
