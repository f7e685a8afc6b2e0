import { AppError, DomainError } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { handleCommand } from '../../infra/handle-command.ts';
import { otpEmail } from '../../mail/otp-email.ts';
import { otpStreamId } from '../stream-ids.ts';
import { OTP_MESSAGES, otpDecider } from './decide.ts';
import { generateOtp, hashOtp } from './otp-code.ts';

type Purpose = 'signup' | 'reset';

/**
 * How the code reaches its owner: 'now' waits for the mail (a failure is the caller's 502);
 * 'later' sends it after the answer has gone, so the answer looks the same as 'none' (a code kept
 * for an email that has no account, mailed to nobody).
 */
export type Delivery = 'now' | 'later' | 'none';

/** Issues a fresh code (replacing any older one) for a request from `ip`, and delivers it. */
export async function issueOtp(
  deps: WriteDeps,
  purpose: Purpose,
  email: string,
  { ip, delivery }: { ip: string; delivery: Delivery },
) {
  deps.otpSendShares.check(ip, email);
  const code = generateOtp();
  const codeHash = hashOtp(deps.otpSecret, purpose, email, code);
  await handleCommand(deps.store, otpStreamId(purpose, email), otpDecider, {
    type: 'IssueOtp',
    email,
    purpose,
    codeHash,
    now: deps.clock(),
    policy: deps.otpPolicy,
  });
  deps.otpSendShares.record(ip, email);
  const send = () => deps.mailer.send(otpEmail(email, code, purpose, deps.brand));
  if (delivery === 'later')
    setImmediate(() => send().catch((error: unknown) => console.error('Sending OTP mail failed', error)));
  if (delivery !== 'now') return;
  try {
    await send();
  } catch (error) {
    console.error('Sending OTP mail failed', error);
    throw new AppError(502, 'MAIL_FAILED', 'Error sending OTP');
  }
}

/** Consumes the code if it is right; a wrong one is recorded and refused. */
export async function verifyOtp(deps: WriteDeps, purpose: Purpose, email: string, code: string) {
  const { events } = await handleCommand(deps.store, otpStreamId(purpose, email), otpDecider, {
    type: 'VerifyOtp',
    codeHash: hashOtp(deps.otpSecret, purpose, email, code),
    now: deps.clock(),
  });
  if (events[0]?.type !== 'OtpConsumed') {
    throw new DomainError('OTP_INVALID', OTP_MESSAGES.invalid, { otp: OTP_MESSAGES.invalid });
  }
}
