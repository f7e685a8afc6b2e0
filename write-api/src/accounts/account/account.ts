import type { AccountType, DomainEvent } from '@cinema/contracts';

export type AccountState =
  | { status: 'none' }
  | {
      status: 'active';
      accountId: string;
      userName: string;
      email: string;
      contactNumber: string;
      accountType: AccountType;
      passwordHash: string;
      registeredAt: string;
      passwordChangedAt?: string;
    }
  | { status: 'deleted' };

export const initialState = (): AccountState => ({ status: 'none' });

export function evolve(state: AccountState, event: DomainEvent): AccountState {
  switch (event.type) {
    case 'AccountRegistered': {
      const { accountId, userName, email, contactNumber, accountType, passwordHash, registeredAt } =
        event.data;
      return {
        status: 'active',
        accountId,
        userName,
        email,
        contactNumber,
        accountType,
        passwordHash,
        registeredAt,
      };
    }
    case 'PasswordChanged':
      return state.status === 'active'
        ? { ...state, passwordHash: event.data.passwordHash, passwordChangedAt: event.data.changedAt }
        : state;
    case 'AccountDeleted':
      return { status: 'deleted' };
    default:
      return state;
  }
}
