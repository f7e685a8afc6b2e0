import { timingSafeEqual, createHash } from 'node:crypto';
import { AUTH_MESSAGES, TOASTS } from '@cinema/contracts';
import { AppError, DomainError, type RouteHandlers } from '@cinema/server-kit';
import type { Response } from 'express';
import type { WriteDeps } from '../../deps.ts';
import { handleCommand } from '../../infra/handle-command.ts';
import { loadAccount, toUser } from './commands.ts';
import { accountDecider, EmailTakenError } from './decide.ts';
import type { Registration } from '../otp/decide.ts';
import { verifyOtp } from '../otp/commands.ts';
import { completeRegistration, newRegistration } from '../otp/signup-completion.ts';
import { markWrongOtp } from './rate-limits.ts';
import { accountIdFor, accountStreamId } from './stream-id.ts';

const sameSecret = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/** Verifying against a fixed hash when the email is unknown keeps both failures equally slow. */
let dummyHash: Promise<string> | undefined;

export const accountRoutes = (deps: WriteDeps): RouteHandlers => {
  const emailTaken = async (email: string) =>
    (await loadAccount(deps, accountIdFor(email))).status !== 'none';
  /** A wrong code also counts against the caller's address (see accountRateLimits). */
  const checkOtp = async (
    res: Response,
    purpose: 'signup' | 'reset',
    email: string,
    otp: string,
    registration?: Registration,
  ) => {
    try {
      await verifyOtp(deps, purpose, email, otp, registration);
    } catch (error) {
      if (error instanceof DomainError && error.code === 'OTP_INVALID') markWrongOtp(res);
      throw error;
    }
  };

  return {
    signup: async (input, { res }) => {
      if (input.accountType === 'SuperAdmin') {
        const code = deps.superAdminInviteCode;
        if (!code || !input.inviteCode || !sameSecret(code, input.inviteCode)) {
          throw new AppError(403, 'INVITE_REQUIRED', AUTH_MESSAGES.inviteRequired, {
            inviteCode: AUTH_MESSAGES.inviteRequired,
          });
        }
      }
      if (await emailTaken(input.email)) throw new EmailTakenError().onField('email');
      // The code's consumption carries the account: if this request dies before the account is
      // registered, the signup-completion reactor registers it (same command id, so only once).
      const registration = newRegistration(deps, input, await deps.passwords.hash(input.password));
      await checkOtp(res, 'signup', input.email, input.otp, registration);
      const { position } = await completeRegistration(deps, registration);
      const { registrationId: _id, ...account } = registration;
      const user = toUser({ status: 'active', ...account, registeredAt: deps.clock().toISOString() });
      res.status(201);
      const token = deps.tokens.sign({ accountId: user._id, accountType: user.accountType });
      return { success: true, message: TOASTS.signup, token, user, position };
    },

    login: async ({ email, password }) => {
      const state = await loadAccount(deps, accountIdFor(email));
      const hash =
        state.status === 'active'
          ? state.passwordHash
          : await (dummyHash ??= deps.passwords.hash('not-a-password'));
      const ok = await deps.passwords.verify(hash, password);
      if (state.status !== 'active' || !ok)
        throw new AppError(401, 'INVALID_CREDENTIALS', AUTH_MESSAGES.invalidCredentials);
      const token = deps.tokens.sign({ accountId: state.accountId, accountType: state.accountType });
      return { success: true, message: TOASTS.login, token, user: toUser(state) };
    },

    resetPassword: async ({ email, otp, password }, { res }) => {
      await checkOtp(res, 'reset', email, otp);
      const accountId = accountIdFor(email);
      const passwordHash = await deps.passwords.hash(password);
      await handleCommand(
        deps.store,
        accountStreamId(accountId),
        accountDecider,
        {
          type: 'ChangePassword',
          accountId,
          passwordHash,
          now: deps.clock(),
        },
        { metadata: { actorId: accountId } },
      );
      return { success: true, message: AUTH_MESSAGES.passwordReset };
    },
  };
};
