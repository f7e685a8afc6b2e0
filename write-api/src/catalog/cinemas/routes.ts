import { SERVER_MESSAGES } from '@cinema/contracts';
import { expectedVersionFrom, versionEtag, type RouteHandlers } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { addCinema, configureScreen } from './commands.ts';

export const cinemaRoutes = (deps: WriteDeps): RouteHandlers => ({
  addCinema: async (input, { caller, res }) => {
    const { cinema, position } = await addCinema(deps, input, caller!.accountId);
    res.status(201);
    return { success: true, message: SERVER_MESSAGES.cinemaAdded, data: cinema, position: position ?? '0:0' };
  },
  updateScreen: async (input, { caller, req, res }) => {
    const expected = expectedVersionFrom(req.get('if-match'));
    const { screen, position } = await configureScreen(deps, input, caller!.accountId, expected);
    res.setHeader('ETag', versionEtag(screen.version));
    return { success: true, message: SERVER_MESSAGES.screenUpdated, data: screen, position };
  },
});
