import { COUNTER_TEXTS } from '@cinema/contracts';
import type { RouteHandlers } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { grantCounterStaff, revokeCounterStaff } from './commands.ts';

/** grantCounterStaff and revokeCounterStaff: an Admin names or removes counter staff of their cinemas. */
export const counterStaffRoutes = (deps: WriteDeps): RouteHandlers => ({
  grantCounterStaff: async (input, { caller, req }) => {
    const { position, ...data } = await grantCounterStaff(deps, caller!.accountId, input, req.ip ?? '');
    return { success: true, message: COUNTER_TEXTS.granted, data, position };
  },
  revokeCounterStaff: async (input, { caller }) => {
    const { position, ...data } = await revokeCounterStaff(deps, caller!.accountId, input);
    return { success: true, message: COUNTER_TEXTS.revoked, data, position };
  },
});
