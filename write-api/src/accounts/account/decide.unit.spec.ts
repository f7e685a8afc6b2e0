import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@cinema/contracts';
import { accountDecider, EmailTakenError, type AccountCommand } from './decide.ts';

const now = new Date('2026-11-22T10:00:00Z');
const given = (events: DomainEvent[]) => events.reduce(accountDecider.evolve, accountDecider.initialState());
const register: AccountCommand = {
  type: 'RegisterAccount',
  accountId: 'acc-1',
  userName: 'Riya',
  email: 'riya@example.com',
  contactNumber: '9876543210',
  accountType: 'Viewer',
  passwordHash: 'hash-1',
  now,
};
const registered = accountDecider.decide(register, given([]));

describe('account: none yet', () => {
  it('registers', () => {
    expect(registered).toEqual([
      {
        type: 'AccountRegistered',
        data: {
          accountId: 'acc-1',
          userName: 'Riya',
          email: 'riya@example.com',
          contactNumber: '9876543210',
          accountType: 'Viewer',
          passwordHash: 'hash-1',
          registeredAt: now.toISOString(),
        },
      },
    ]);
  });
  it('has no password to change', () => {
    expect(() =>
      accountDecider.decide(
        { type: 'ChangePassword', accountId: 'acc-1', passwordHash: 'h2', now },
        given([]),
      ),
    ).toThrow(/No account/);
  });
});

describe('account: registered', () => {
  const state = given(registered);
  it('refuses a second registration', () => {
    expect(() => accountDecider.decide(register, state)).toThrow(EmailTakenError);
  });
  it('changes the password', () => {
    const events = accountDecider.decide(
      { type: 'ChangePassword', accountId: 'acc-1', passwordHash: 'h2', now },
      state,
    );
    const next = events.reduce(accountDecider.evolve, state);
    expect(next.status === 'active' && next.passwordHash).toBe('h2');
  });
  it('is deleted, and then its email stays taken', () => {
    const events = accountDecider.decide({ type: 'DeleteAccount', accountId: 'acc-1', now }, state);
    const deleted = events.reduce(accountDecider.evolve, state);
    expect(deleted.status).toBe('deleted');
    expect(() => accountDecider.decide(register, deleted)).toThrow(EmailTakenError);
    expect(accountDecider.decide({ type: 'DeleteAccount', accountId: 'acc-1', now }, deleted)).toEqual([]);
  });
});
