import { SERVER_MESSAGES } from '@cinema/contracts';
import type { RouteHandlers } from '@cinema/server-kit';
import type { ReadDeps } from '../../deps.ts';
import { listCities } from './list-cities.ts';

export const catalogQueries = ({ db }: ReadDeps): RouteHandlers => ({
  getCities: async () => ({
    success: true,
    message: SERVER_MESSAGES.citiesFetched,
    data: await listCities(db),
  }),
});
