import { EDIT_TEXTS } from '@cinema/contracts';
import type { RouteHandlers } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { cancellerOf } from './cancel-routes.ts';
import { editShow, extendShowRun } from './edit-commands.ts';

/** editShow, extendShowRun: an Admin's own cinema's show (a SuperAdmin's: any), as for cancelling. */
export const showEditRoutes = (deps: WriteDeps): RouteHandlers => ({
  editShow: async (input, ctx) => {
    const { show, position } = await editShow(deps, input, cancellerOf(ctx));
    return {
      success: true,
      message: position ? EDIT_TEXTS.showEdited : EDIT_TEXTS.showUnchanged,
      data: show,
      position: position ?? '0:0',
    };
  },
  extendShowRun: async (input, ctx) => {
    const { showEnd, screenings, position } = await extendShowRun(deps, input, cancellerOf(ctx));
    return {
      success: true,
      message: screenings.length ? EDIT_TEXTS.runExtended : EDIT_TEXTS.runUnchanged,
      data: { showId: input.showId, showEnd, screenings },
      position: position ?? '0:0',
    };
  },
});
