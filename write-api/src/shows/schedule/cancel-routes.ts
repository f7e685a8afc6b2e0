import { CANCEL_TEXTS } from '@cinema/contracts';
import type { HandlerContext, RouteHandlers } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { cancelScreening, cancelShow } from './cancel-commands.ts';
import type { Canceller } from './cancel-decide.ts';

export const cancellerOf = ({ caller }: HandlerContext): Canceller => ({
  accountId: caller!.accountId,
  superAdmin: caller!.accountType === 'SuperAdmin',
});

/** cancelShow, cancelScreening: an Admin's own cinema's show or date (a SuperAdmin's: any). */
export const showCancelRoutes = (deps: WriteDeps): RouteHandlers => ({
  cancelShow: async (input, ctx) => {
    const { showId, screenings, position } = await cancelShow(deps, input, cancellerOf(ctx));
    return {
      success: true,
      message: CANCEL_TEXTS.showCancelled,
      data: { showId, screenings },
      position: position ?? '0:0',
    };
  },
  cancelScreening: async (input, ctx) => {
    const { bookings, position } = await cancelScreening(deps, input, cancellerOf(ctx));
    return {
      success: true,
      message: CANCEL_TEXTS.screeningCancelled,
      data: { screeningId: input.screeningId, bookings },
      position: position ?? '0:0',
    };
  },
});
