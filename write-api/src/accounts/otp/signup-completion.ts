import { eventSchemas, normalizeEmail } from '@cinema/contracts';
import type { OutboxHandler, Reactor } from '@cinema/workflow';
import type { WriteDeps } from '../../deps.ts';
import { issueOnce } from '../../infra/workflow/issue-once.ts';
import type { NewAccount } from '../account/commands.ts';
import { accountDecider, EmailTakenError } from '../account/decide.ts';
import { accountIdFor, accountStreamId } from '../account/stream-id.ts';
import type { Registration } from './decide.ts';

/*
 * Signup writes two streams: it consumes the OTP (OTP stream), then registers the account
 * (account stream). The consumption carries the whole registration, so a request that dies
 * between the two steps leaves nothing lost: the signup-completion reactor sees the consumption
 * and registers the account. Both paths issue the same RegisterAccount with the same command id,
 * so whichever comes second issues nothing (see issueOnce).
 */

const registrationSchema = eventSchemas.OtpConsumed.shape.registration.unwrap();
export const registrationCommandId = (registrationId: string) => `signup:${registrationId}`;

/** The account a signup asks for, with a fresh id for this attempt (the command id). */
export function newRegistration(
  deps: Pick<WriteDeps, 'newId'>,
  input: Omit<NewAccount, 'password'>,
  passwordHash: string,
): Registration {
  return {
    registrationId: deps.newId(),
    accountId: accountIdFor(input.email),
    userName: input.userName.trim(),
    email: normalizeEmail(input.email),
    contactNumber: input.contactNumber,
    accountType: input.accountType,
    passwordHash,
  };
}

/** Registers the account of a consumed signup code, once, whoever asks first. */
export function completeRegistration(
  deps: Pick<WriteDeps, 'store' | 'clock'>,
  { registrationId, ...account }: Registration,
  causationId?: string,
) {
  return issueOnce(
    deps.store,
    accountStreamId(account.accountId),
    accountDecider,
    { type: 'RegisterAccount', ...account, now: deps.clock() },
    {
      commandId: registrationCommandId(registrationId),
      causationId,
      // The request that consumed the code, or the reactor finishing a signup whose request died.
      actorId: causationId ? 'system:signup-completion' : account.accountId,
    },
  );
}

export const signupCompletionReactor: Reactor = {
  name: 'signup-completion',
  handles: ['OtpConsumed'],
  react: (event) =>
    event.type === 'OtpConsumed' && event.data.registration
      ? [
          {
            send: 'complete-signup',
            id: registrationCommandId(event.data.registration.registrationId),
            payload: event.data.registration,
          },
        ]
      : [],
};

export const completeSignup =
  (deps: Pick<WriteDeps, 'store' | 'clock'>): OutboxHandler =>
  async (message) => {
    try {
      await completeRegistration(deps, registrationSchema.parse(message.payload), message.cause);
    } catch (error) {
      // Someone else registered the email after this code was consumed: nothing left to finish.
      if (error instanceof EmailTakenError) return { drop: 'the email was registered by another signup' };
      throw error;
    }
  };
