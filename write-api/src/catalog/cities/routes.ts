import { SERVER_MESSAGES } from '@cinema/contracts';
import type { RouteHandlers } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { addCity } from './commands.ts';

export const cityRoutes = (deps: WriteDeps): RouteHandlers => ({
  addCity: async ({ cityName }, { caller, res }) => {
    const { city, position } = await addCity(deps, cityName, caller?.accountId ?? null);
    res.status(201);
    return {
      success: true,
      message: SERVER_MESSAGES.cityAdded,
      data: { _id: city.cityId, cityName: city.cityName, featured: city.featured },
      position,
    };
  },
});
