import type { AccountType, User } from '@cinema/contracts';
import { normalizeEmail } from '@cinema/contracts';
import type { FindAccount } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { handleCommand, loadState } from '../../infra/handle-command.ts';
import type { AccountState } from './account.ts';
import { accountDecider } from './decide.ts';
import { accountIdFor, accountStreamId } from './stream-id.ts';

export interface NewAccount {
  userName: string;
  email: string;
  contactNumber: string;
  accountType: AccountType;
  password: string;
}

export const loadAccount = async (deps: Pick<WriteDeps, 'store'>, accountId: string) =>
  (await loadState(deps.store, accountStreamId(accountId), accountDecider)).state;

/** RegisterAccount, as signup, the demo data and the SuperAdmin CLI issue it (actor: the account itself by default). */
export async function registerAccount(deps: WriteDeps, input: NewAccount, actorId?: string) {
  const accountId = accountIdFor(input.email);
  const passwordHash = await deps.passwords.hash(input.password);
  const { events, position } = await handleCommand(
    deps.store,
    accountStreamId(accountId),
    accountDecider,
    {
      type: 'RegisterAccount',
      accountId,
      userName: input.userName.trim(),
      email: normalizeEmail(input.email),
      contactNumber: input.contactNumber,
      accountType: input.accountType,
      passwordHash,
      now: deps.clock(),
    },
    { metadata: { actorId: actorId ?? accountId } },
  );
  const registered = events[0];
  if (registered?.type !== 'AccountRegistered')
    throw new Error('RegisterAccount produced no AccountRegistered');
  return { user: toUser({ status: 'active', ...registered.data }), position: position! };
}

/** ChangePassword with a new password: every session issued before it ends (actor: the account itself by default). */
export async function changePassword(
  deps: WriteDeps,
  accountId: string,
  password: string,
  actorId = accountId,
) {
  const passwordHash = await deps.passwords.hash(password);
  const { position } = await handleCommand(
    deps.store,
    accountStreamId(accountId),
    accountDecider,
    { type: 'ChangePassword', accountId, passwordHash, now: deps.clock() },
    { metadata: { actorId } },
  );
  return { position };
}

export function toUser(state: Extract<AccountState, { status: 'active' }>): User {
  const { accountId, userName, contactNumber, email, accountType } = state;
  return { _id: accountId, userName, contactNumber, email, accountType, dob: null };
}

/** Access checks on the write side read the account's own stream (never a read model). */
export const findAccountInStream =
  (deps: Pick<WriteDeps, 'store'>): FindAccount =>
  async (accountId) => {
    const state = await loadAccount(deps, accountId);
    if (state.status !== 'active') return null;
    const tokensValidFrom = state.passwordChangedAt ? new Date(state.passwordChangedAt) : null;
    return { accountType: state.accountType, tokensValidFrom };
  };

/** Closes an account: its tokens stop working at once and its email stays taken. */
export async function deleteAccount(deps: WriteDeps, accountId: string, actorId = accountId) {
  const { position } = await handleCommand(
    deps.store,
    accountStreamId(accountId),
    accountDecider,
    {
      type: 'DeleteAccount',
      accountId,
      now: deps.clock(),
    },
    { metadata: { actorId } },
  );
  return { position };
}
