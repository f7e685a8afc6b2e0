import { COUNTER_TEXTS } from '@cinema/contracts';
import { DomainError, type Caller } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { loadCinema } from '../../catalog/cinemas/commands.ts';
import { loadState } from '../../infra/handle-command.ts';
import { counterStaffDecider } from './counter-staff.ts';
import { counterStaffStreamId } from './stream-id.ts';

/** Selling or admitting at a cinema the caller neither runs nor staffs (or no longer staffs). */
export class NotCounterStaffError extends DomainError {
  constructor(readonly cinemaId: string) {
    super('NOT_COUNTER_STAFF', COUNTER_TEXTS.notCounterStaff);
  }
}

export const loadCounterStaff = async (deps: Pick<WriteDeps, 'store'>, accountId: string) =>
  (await loadState(deps.store, counterStaffStreamId(accountId), counterStaffDecider)).state;

/**
 * Whether the caller may sell and admit at the cinema: its Admin, or an account an Admin named
 * counter staff for it and has not revoked. Read from the streams (never a read model), so a
 * revocation counts from the next request on.
 */
export async function mayWorkCounter(deps: Pick<WriteDeps, 'store'>, caller: Caller, cinemaId: string) {
  if (caller.accountType === 'Admin') {
    const cinema = await loadCinema(deps, cinemaId);
    if (cinema.status === 'open' && cinema.cinema.adminId === caller.accountId) return true;
  }
  return (await loadCounterStaff(deps, caller.accountId)).cinemas.has(cinemaId);
}

export async function requireCounter(deps: Pick<WriteDeps, 'store'>, caller: Caller, cinemaId: string) {
  if (!(await mayWorkCounter(deps, caller, cinemaId))) throw new NotCounterStaffError(cinemaId);
}
