import { LIMITS, type EventOf } from '@cinema/contracts';
import { DomainError, type DomainErrorCode } from '@cinema/server-kit';
import type { Decider } from '../../infra/decider.ts';
import { evolve, initialState, type OtpState } from './otp.ts';

export const OTP_MESSAGES = {
  wait: 'Please wait a moment before requesting another OTP',
  tooManySends: 'Too many OTP requests for this email. Please try again in an hour.',
  missing: 'OTP not found. Please request a new OTP.',
  expired: 'OTP has expired. Please request a new OTP.',
  tooManyTries: 'Too many wrong attempts. Please request a new OTP.',
  invalid: 'Invalid OTP',
} as const;

/** A resend needs a gap, and an email gets at most so many codes an hour (configurable, passed on the command). */
export interface OtpPolicy {
  resendGapSeconds: number;
  sendsPerHour: number;
}
export const DEFAULT_OTP_POLICY: OtpPolicy = { resendGapSeconds: 30, sendsPerHour: 5 };

export type OtpCommand =
  | {
      type: 'IssueOtp';
      email: string;
      purpose: 'signup' | 'reset';
      codeHash: string;
      /** The code sealed for its mail (see otp-seal.ts); absent when nothing is to be mailed. */
      sealedCode?: string;
      now: Date;
      policy?: OtpPolicy;
    }
  | {
      type: 'VerifyOtp';
      codeHash: string;
      now: Date;
      /** A signup's account, recorded with the consumption (see signup-completion.ts). */
      registration?: Registration;
    };

export type Registration = NonNullable<EventOf<'OtpConsumed'>['data']['registration']>;

type OtpEvent = EventOf<'OtpIssued'> | EventOf<'OtpAttemptFailed'> | EventOf<'OtpConsumed'>;

const otpError = (code: DomainErrorCode, message: string) => new DomainError(code, message, { otp: message });

function issue(command: Extract<OtpCommand, { type: 'IssueOtp' }>, state: OtpState): OtpEvent[] {
  const now = command.now.getTime();
  const { resendGapSeconds, sendsPerHour } = command.policy ?? DEFAULT_OTP_POLICY;
  const last = state.issuedAt.at(-1);
  if (last && now - Date.parse(last) < resendGapSeconds * 1000)
    throw new DomainError('OTP_TOO_SOON', OTP_MESSAGES.wait);
  const lastHour = state.issuedAt.filter((t) => now - Date.parse(t) < 3600_000);
  if (lastHour.length >= sendsPerHour) throw new DomainError('OTP_SEND_LIMIT', OTP_MESSAGES.tooManySends);
  const expiresAt = new Date(now + LIMITS.otpExpiryMinutes * 60_000).toISOString();
  return [
    {
      type: 'OtpIssued',
      data: {
        email: command.email,
        purpose: command.purpose,
        codeHash: command.codeHash,
        issuedAt: command.now.toISOString(),
        expiresAt,
        ...(command.sealedCode ? { sealedCode: command.sealedCode } : {}),
      },
    },
  ];
}

/**
 * A wrong code is an outcome, not an exception: it is recorded (OtpAttemptFailed) so the attempt
 * limit holds across servers; the route then tells the user it was wrong.
 */
function verify(command: Extract<OtpCommand, { type: 'VerifyOtp' }>, state: OtpState): OtpEvent[] {
  const current = state.current;
  if (!current || current.consumed) throw otpError('OTP_MISSING', OTP_MESSAGES.missing);
  if (command.now.getTime() > Date.parse(current.expiresAt))
    throw otpError('OTP_EXPIRED', OTP_MESSAGES.expired);
  if (current.failedAttempts >= LIMITS.otpMaxWrongTries)
    throw otpError('OTP_TOO_MANY_TRIES', OTP_MESSAGES.tooManyTries);
  if (command.codeHash !== current.codeHash)
    return [{ type: 'OtpAttemptFailed', data: { at: command.now.toISOString() } }];
  const { registration } = command;
  return [
    {
      type: 'OtpConsumed',
      data: { at: command.now.toISOString(), ...(registration ? { registration } : {}) },
    },
  ];
}

export function decide(command: OtpCommand, state: OtpState): OtpEvent[] {
  return command.type === 'IssueOtp' ? issue(command, state) : verify(command, state);
}

export const otpDecider: Decider<OtpState, OtpCommand, OtpEvent> = { initialState, evolve, decide };
