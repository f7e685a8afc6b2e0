import { COUNTER_TEXTS } from '@cinema/contracts';
import type { RouteHandlers } from '@cinema/server-kit';
import type { ReadDeps } from '../deps.ts';
import { counterCinemasOf, counterStaffOf } from './counter-queries.ts';

/** The Admin's counter staff, and the cinemas (with their screenings) the caller sells at. */
export const counterQueries = ({ db, clock }: ReadDeps): RouteHandlers => ({
  counterStaff: async (_input, { caller }) => ({
    success: true,
    message: COUNTER_TEXTS.staffFetched,
    data: await counterStaffOf(db, caller!.accountId),
  }),
  counterScreenings: async (_input, { caller }) => ({
    success: true,
    message: COUNTER_TEXTS.screeningsFetched,
    data: await counterCinemasOf(db, caller!.accountId, clock?.() ?? new Date()),
  }),
});
