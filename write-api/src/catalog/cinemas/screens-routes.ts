import { SCREEN_MESSAGES } from '@cinema/contracts';
import type { RouteHandlers } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { addScreen, changeCinemaDetails, renameScreen, retireScreen } from './screens-commands.ts';

/** Screens added, renamed and retired, and the cinema's name and pincode: each answers the cinema. */
export const screenRoutes = (deps: WriteDeps): RouteHandlers => ({
  addScreen: async (input, { caller, res }) => {
    const { cinema, position } = await addScreen(deps, input, caller!);
    res.status(201);
    return { success: true, message: SCREEN_MESSAGES.screenAdded, data: cinema, position };
  },
  renameScreen: async (input, { caller }) => {
    const { cinema, position } = await renameScreen(deps, input, caller!);
    return { success: true, message: SCREEN_MESSAGES.screenRenamed, data: cinema, position };
  },
  retireScreen: async (input, { caller }) => {
    const { cinema, position } = await retireScreen(deps, input, caller!);
    return { success: true, message: SCREEN_MESSAGES.screenRetired, data: cinema, position };
  },
  updateCinema: async (input, { caller }) => {
    const { cinema, position } = await changeCinemaDetails(deps, input, caller!);
    return { success: true, message: SCREEN_MESSAGES.cinemaUpdated, data: cinema, position };
  },
});
