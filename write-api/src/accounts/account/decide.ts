import type { AccountType, EventOf } from '@cinema/contracts';
import { DomainError } from '@cinema/server-kit';
import type { Decider } from '../../infra/decider.ts';
import { evolve, initialState, type AccountState } from './account.ts';

export const ACCOUNT_MESSAGES = {
  emailTaken: 'An account with this email already exists. Please log in.',
  notFound: 'No account found for this email',
} as const;

export class EmailTakenError extends DomainError {
  constructor() {
    super('EMAIL_TAKEN', ACCOUNT_MESSAGES.emailTaken);
  }
}

export type AccountCommand =
  | {
      type: 'RegisterAccount';
      accountId: string;
      userName: string;
      email: string;
      contactNumber: string;
      accountType: AccountType;
      passwordHash: string;
      now: Date;
    }
  | { type: 'ChangePassword'; accountId: string; passwordHash: string; now: Date }
  | { type: 'DeleteAccount'; accountId: string; now: Date };

type AccountEvent = EventOf<'AccountRegistered'> | EventOf<'PasswordChanged'> | EventOf<'AccountDeleted'>;

export function decide(command: AccountCommand, state: AccountState): AccountEvent[] {
  switch (command.type) {
    case 'RegisterAccount': {
      // A deleted account's email stays taken: its id (derived from the email) must not come back to life.
      if (state.status !== 'none') throw new EmailTakenError();
      const { type: _type, now, ...data } = command;
      return [{ type: 'AccountRegistered', data: { ...data, registeredAt: now.toISOString() } }];
    }
    case 'ChangePassword':
      if (state.status !== 'active') throw new DomainError('ACCOUNT_NOT_FOUND', ACCOUNT_MESSAGES.notFound);
      return [
        {
          type: 'PasswordChanged',
          data: {
            accountId: command.accountId,
            passwordHash: command.passwordHash,
            changedAt: command.now.toISOString(),
          },
        },
      ];
    case 'DeleteAccount':
      if (state.status !== 'active') return [];
      return [
        {
          type: 'AccountDeleted',
          data: { accountId: command.accountId, deletedAt: command.now.toISOString() },
        },
      ];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const accountDecider: Decider<AccountState, AccountCommand, AccountEvent> = {
  initialState,
  evolve,
  decide,
};
