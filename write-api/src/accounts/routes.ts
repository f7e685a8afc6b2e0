import { timingSafeEqual, createHash } from 'node:crypto';
import { TOASTS } from '@cinema/contracts';
import { AppError, type RouteHandlers } from '@cinema/server-kit';
import type { WriteDeps } from '../deps.ts';
import { handleCommand } from '../infra/handle-command.ts';
import { loadAccount, registerAccount, toUser } from './account-commands.ts';
import { accountDecider, EmailTakenError } from './decide.ts';
import { issueOtp, verifyOtp } from './otp/otp-commands.ts';
import { accountIdFor, accountStreamId } from './stream-ids.ts';

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  inviteRequired: 'A valid invite code is required to sign up as SuperAdmin',
  passwordReset: 'Password reset successfully. Please log in.',
} as const;

const sameSecret = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/** Verifying against a fixed hash when the email is unknown keeps both failures equally slow. */
let dummyHash: Promise<string> | undefined;

export const accountRoutes = (deps: WriteDeps): RouteHandlers => {
  const emailTaken = async (email: string) =>
    (await loadAccount(deps, accountIdFor(email))).status !== 'none';

  return {
    sendOtp: async ({ email }) => {
      if (await emailTaken(email)) throw withField(new EmailTakenError(), 'email');
      await issueOtp(deps, 'signup', email);
      return { success: true, message: TOASTS.otpSent };
    },

    signup: async (input, { res }) => {
      if (input.accountType === 'SuperAdmin') {
        const code = deps.superAdminInviteCode;
        if (!code || !input.inviteCode || !sameSecret(code, input.inviteCode)) {
          throw new AppError(403, 'INVITE_REQUIRED', AUTH_MESSAGES.inviteRequired, {
            inviteCode: AUTH_MESSAGES.inviteRequired,
          });
        }
      }
      if (await emailTaken(input.email)) throw withField(new EmailTakenError(), 'email');
      await verifyOtp(deps, 'signup', input.email, input.otp);
      const { user, position } = await registerAccount(deps, input);
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

    // The answer is the same whether or not the email has an account (no account discovery).
    sendResetOtp: async ({ email }) => {
      if ((await loadAccount(deps, accountIdFor(email))).status === 'active')
        await issueOtp(deps, 'reset', email);
      return { success: true, message: TOASTS.otpSent };
    },

    resetPassword: async ({ email, otp, password }) => {
      await verifyOtp(deps, 'reset', email, otp);
      const accountId = accountIdFor(email);
      const passwordHash = await deps.passwords.hash(password);
      await handleCommand(deps.store, accountStreamId(accountId), accountDecider, {
        type: 'ChangePassword',
        accountId,
        passwordHash,
        now: deps.clock(),
      });
      return { success: true, message: AUTH_MESSAGES.passwordReset };
    },
  };
};

function withField(error: AppError, field: string) {
  return new AppError(error.status, error.code, error.message, { [field]: error.message });
}
