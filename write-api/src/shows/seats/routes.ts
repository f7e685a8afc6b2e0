import { BOOKING_TEXTS } from '@cinema/contracts';
import type { HandlerContext, RouteHandlers } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { extendHold, releaseSeats, type Holder } from './commands.ts';
import { reserveSeats } from './reserve-seats.ts';

/** reserveSeats, extendHold, releaseSeats: the signed-in viewer's hold, within the hold limits. */
export const seatRoutes = (deps: WriteDeps): RouteHandlers => {
  const holderOf = ({ caller, req }: HandlerContext): Holder => ({
    accountId: caller!.accountId,
    clientKey: deps.networkKeyOf(req.ip),
  });
  const limited = <T>(ctx: HandlerContext, call: (holder: Holder) => Promise<T>) =>
    deps.holdLimits.guard(ctx.caller!.accountId, ctx.req.ip, () => call(holderOf(ctx)));
  return {
    reserveSeats: ({ seatIds }, ctx) =>
      limited(ctx, async (holder) => {
        const { hold, position } = await reserveSeats(deps, seatIds, holder);
        return { success: true, message: BOOKING_TEXTS.seatsReserved, data: hold, position };
      }),
    extendHold: ({ holdId }, ctx) =>
      limited(ctx, async (holder) => {
        const { hold, position } = await extendHold(deps, holdId, holder);
        return { success: true, message: BOOKING_TEXTS.holdExtended, data: hold, position };
      }),
    releaseSeats: ({ holdId }, ctx) =>
      limited(ctx, async ({ accountId }) => {
        const { position } = await releaseSeats(deps, holdId, accountId);
        // Released before (or by its timer): nothing new to wait for.
        return {
          success: true,
          message: BOOKING_TEXTS.holdReleased,
          data: { holdId },
          position: position ?? '0:0',
        };
      }),
  };
};
