import type { RouteHandlers } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';

/** verifyTicket (filled in by the tickets slice). */
export const ticketRoutes = (_deps: WriteDeps): RouteHandlers => ({});
