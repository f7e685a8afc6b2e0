import { TOASTS } from '@cinema/contracts';
import type { RouteHandlers } from '@cinema/server-kit';
import type { Request } from 'express';
import type { WriteDeps } from '../../deps.ts';
import { loadAccount } from '../account/commands.ts';
import { EmailTakenError } from '../account/decide.ts';
import { accountIdFor } from '../account/stream-id.ts';
import { issueOtp } from './commands.ts';

const clientIp = (req: Request) => req.ip ?? req.socket.remoteAddress ?? '';

/** Sending a code; checking it is part of the account calls that spend it (signup, reset). */
export const otpRoutes = (deps: WriteDeps): RouteHandlers => ({
  // Saying "already registered" here is the spec's flow; forgot-password reveals nothing.
  sendOtp: async ({ email }, { req }) => {
    if ((await loadAccount(deps, accountIdFor(email))).status !== 'none')
      throw new EmailTakenError().onField('email');
    await issueOtp(deps, 'signup', email, { ip: clientIp(req), delivery: 'mail' });
    return { success: true, message: TOASTS.otpSent };
  },

  // Known or not, an email gets the same work, limits and answer: a code is kept either way
  // (mailed to nobody without an account); the outbox mails a real one after the answer left.
  sendResetOtp: async ({ email }, { req }) => {
    const known = (await loadAccount(deps, accountIdFor(email))).status === 'active';
    await issueOtp(deps, 'reset', email, { ip: clientIp(req), delivery: known ? 'mail' : 'none' });
    return { success: true, message: TOASTS.otpSent };
  },
});
