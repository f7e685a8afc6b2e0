import { AppError } from '@cinema/server-kit';
import type { WriteDeps } from '../../deps.ts';
import { handleCommand } from '../../infra/handle-command.ts';
import { otpEmail } from '../../mail/otp-email.ts';
import { otpStreamId } from '../stream-ids.ts';
import { OTP_MESSAGES, otpDecider } from './decide.ts';
import { generateOtp, hashOtp } from './otp-code.ts';

type Purpose = 'signup' | 'reset';

/** Issues a fresh code (replacing any older one) and mails it. */
export async function issueOtp(deps: WriteDeps, purpose: Purpose, email: string) {
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
  try {
    await deps.mailer.send(otpEmail(email, code, purpose, deps.brand));
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
    throw new AppError(400, 'OTP_INVALID', OTP_MESSAGES.invalid, { otp: OTP_MESSAGES.invalid });
  }
}
