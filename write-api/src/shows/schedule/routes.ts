import { SERVER_MESSAGES } from '@cinema/contracts';
import type { RouteHandlers } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { addShow, makeShowLive } from './commands.ts';

export const showScheduleRoutes = (deps: WriteDeps): RouteHandlers => ({
  addShow: async (input, { caller, res }) => {
    const { show, position } = await addShow(deps, input, caller!.accountId);
    res.status(201);
    return { success: true, message: SERVER_MESSAGES.showAdded, data: show, position: position ?? '0:0' };
  },
  liveYourShow: async ({ showId }, { caller }) => {
    const { position } = await makeShowLive(deps, showId, caller!.accountId);
    return { success: true, message: SERVER_MESSAGES.showLived, data: { showId }, position };
  },
});
