import { describe, expect, it } from 'vitest';
import { decide, evolve, initialState, type CounterStaffCommand } from './counter-staff.ts';

const now = new Date('2026-12-10T06:00:00.000Z');
const grant = (cinemaIds: string[]): CounterStaffCommand => ({
  type: 'GrantCounterStaff',
  accountId: 'a1',
  email: 'cashier@example.com',
  cinemaIds,
  adminId: 'admin-1',
  now,
});
const revoke = (cinemaIds: string[]): CounterStaffCommand => ({
  type: 'RevokeCounterStaff',
  accountId: 'a1',
  cinemaIds,
  adminId: 'admin-1',
  now,
});
const after = (...commands: CounterStaffCommand[]) =>
  commands.reduce((state, c) => decide(c, state).reduce(evolve, state), initialState());

describe('counter staff grants', () => {
  it('grants the cinemas named, each once', () => {
    expect(decide(grant(['c1', 'c1', 'c2']), initialState())).toEqual([
      {
        type: 'CounterStaffGranted',
        data: {
          accountId: 'a1',
          email: 'cashier@example.com',
          cinemaIds: ['c1', 'c2'],
          grantedBy: 'admin-1',
          grantedAt: now.toISOString(),
        },
      },
    ]);
  });

  it('changes nothing when every cinema was granted already', () => {
    expect(decide(grant(['c1']), after(grant(['c1', 'c2'])))).toEqual([]);
  });

  it('revokes only cinemas granted now, and a revoked cinema no longer counts', () => {
    const state = after(grant(['c1', 'c2']));
    const events = decide(revoke(['c2', 'c3']), state);
    expect(events).toMatchObject([{ type: 'CounterStaffRevoked', data: { cinemaIds: ['c2'] } }]);
    expect([...events.reduce(evolve, state).cinemas.keys()]).toEqual(['c1']);
    expect(decide(revoke(['c3']), state)).toEqual([]);
  });

  it('grants a revoked cinema again', () => {
    expect([...after(grant(['c1']), revoke(['c1']), grant(['c1'])).cinemas.keys()]).toEqual(['c1']);
  });
});
