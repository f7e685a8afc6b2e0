import { SERVER_MESSAGES } from '@cinema/contracts';
import type { RouteHandlers } from '@cinema/server-kit';
import type { ReadDeps } from '../../deps.ts';
import { listAdminCinemas } from './list-admin-cinemas.ts';

export const cinemaQueries = ({ db }: ReadDeps): RouteHandlers => ({
  getCinemaDetails: async (_input, { caller }) => ({
    success: true,
    message: SERVER_MESSAGES.cinemasFetched,
    data: await listAdminCinemas(db, caller!.accountId),
  }),
});
