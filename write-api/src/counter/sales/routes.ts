import { COUNTER_TEXTS } from '@cinema/contracts';
import type { RouteHandlers } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { admitTicket } from '../../bookings/tickets/admit-ticket.ts';
import { mayWorkCounter } from '../staff/counter-access.ts';
import { createCounterLimits } from './counter-limits.ts';
import { sellAtCounter } from './sell-seats.ts';

/** counterSellSeats and counterVerifyTicket: an Admin or counter staff, at a cinema they run or staff. */
export const counterSaleRoutes = (deps: WriteDeps): RouteHandlers => {
  const consume = createCounterLimits();
  return {
    counterSellSeats: async (input, { caller }) => {
      await consume(caller!.accountId);
      const { ticket, position } = await sellAtCounter(deps, caller!, input);
      return { success: true, message: COUNTER_TEXTS.sold, data: ticket, position };
    },
    counterVerifyTicket: async ({ token }, { caller }) => {
      const { ticket, position } = await admitTicket(deps, token, caller!.accountId, (facts) =>
        mayWorkCounter(deps, caller!, facts.cinemaId),
      );
      return { success: true, message: COUNTER_TEXTS.admitted, data: ticket, position };
    },
  };
};
