import { BOOKING_TEXTS } from '@cinema/contracts';
import type { RouteHandlers } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { extendHold, releaseSeats, reserveSeats } from './commands.ts';

/** reserveSeats, extendHold, releaseSeats: the signed-in viewer's hold on one screening. */
export const seatRoutes = (deps: WriteDeps): RouteHandlers => ({
  reserveSeats: async ({ seatIds }, { caller }) => {
    const { hold, position } = await reserveSeats(deps, seatIds, caller!.accountId);
    return { success: true, message: BOOKING_TEXTS.seatsReserved, data: hold, position };
  },
  extendHold: async ({ holdId }, { caller }) => {
    const { hold, position } = await extendHold(deps, holdId, caller!.accountId);
    return { success: true, message: BOOKING_TEXTS.holdExtended, data: hold, position };
  },
  releaseSeats: async ({ holdId }, { caller }) => {
    const { position } = await releaseSeats(deps, holdId, caller!.accountId);
    // Released before (or by its timer): nothing new to wait for.
    return {
      success: true,
      message: BOOKING_TEXTS.holdReleased,
      data: { holdId },
      position: position ?? '0:0',
    };
  },
});
