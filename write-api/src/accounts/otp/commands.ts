import { DomainError } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { ANONYMOUS_ACTOR } from '../../infra/actors.ts';
import { handleCommand } from '../../infra/handle-command.ts';
import { otpStreamId } from './stream-id.ts';
import { OTP_MESSAGES, otpDecider, type Registration } from './decide.ts';
import { generateOtp, hashOtp } from './otp-code.ts';
import { sealOtp } from './otp-seal.ts';

type Purpose = 'signup' | 'reset';

/**
 * 'mail': the code is sealed into the event and the outbox mails it after the answer has gone
 * (otp-mail.ts), so a mail failure neither fails this request nor spends a resend, and a crash
 * after the append loses nothing. 'none': a code kept for an email that has no account, mailed
 * to nobody; the request does the same work either way, so the answers cannot be told apart.
 */
export type Delivery = 'mail' | 'none';

/** Issues a fresh code (replacing any older one) for a request from `ip`; the outbox delivers it. */
export async function issueOtp(
  deps: WriteDeps,
  purpose: Purpose,
  email: string,
  { ip, delivery }: { ip: string; delivery: Delivery },
) {
  deps.otpSendShares.check(ip, email);
  const code = generateOtp();
  const sealedCode = sealOtp(deps.otpSecret, purpose, email, code);
  await handleCommand(
    deps.store,
    otpStreamId(purpose, email),
    otpDecider,
    {
      type: 'IssueOtp',
      email,
      purpose,
      codeHash: hashOtp(deps.otpSecret, purpose, email, code),
      ...(delivery === 'mail' ? { sealedCode } : {}),
      now: deps.clock(),
      policy: deps.otpPolicy,
    },
    { metadata: { actorId: ANONYMOUS_ACTOR } },
  );
  deps.otpSendShares.record(ip, email);
}

/**
 * Consumes the code if it is right; a wrong one is recorded and refused. A signup passes the
 * account it registers, recorded with the consumption (see signup-completion.ts).
 */
export async function verifyOtp(
  deps: WriteDeps,
  purpose: Purpose,
  email: string,
  code: string,
  registration?: Registration,
) {
  const { events } = await handleCommand(
    deps.store,
    otpStreamId(purpose, email),
    otpDecider,
    {
      type: 'VerifyOtp',
      codeHash: hashOtp(deps.otpSecret, purpose, email, code),
      now: deps.clock(),
      ...(registration ? { registration } : {}),
    },
    { metadata: { actorId: ANONYMOUS_ACTOR } },
  );
  if (events[0]?.type !== 'OtpConsumed') {
    throw new DomainError('OTP_INVALID', OTP_MESSAGES.invalid, { otp: OTP_MESSAGES.invalid });
  }
}
