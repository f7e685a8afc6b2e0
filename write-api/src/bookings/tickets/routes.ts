import { BOOKING_TEXTS } from '@cinema/contracts';
import type { RouteHandlers } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { admitTicket } from './admit-ticket.ts';

/** verifyTicket: an admin admits a scanned ticket of their own cinema, once. */
export const ticketRoutes = (deps: WriteDeps): RouteHandlers => ({
  verifyTicket: async ({ token }, { caller }) => {
    const { ticket, position } = await admitTicket(deps, token, caller!.accountId);
    return { success: true, message: BOOKING_TEXTS.ticketAdmitted, data: ticket, position };
  },
});
