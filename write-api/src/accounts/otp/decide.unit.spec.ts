import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@cinema/contracts';
import { DomainError } from '@cinema/server-kit';
import { otpDecider, type OtpCommand } from './decide.ts';

const t0 = Date.parse('2026-11-22T10:00:00Z');
const at = (seconds: number) => new Date(t0 + seconds * 1000);
const given = (events: DomainEvent[]) => events.reduce(otpDecider.evolve, otpDecider.initialState());
const issue = (seconds: number, codeHash = 'h1'): OtpCommand => ({
  type: 'IssueOtp',
  email: 'a@b.co',
  purpose: 'signup',
  codeHash,
  now: at(seconds),
});
const verify = (seconds: number, codeHash = 'h1'): OtpCommand => ({
  type: 'VerifyOtp',
  codeHash,
  now: at(seconds),
});
const issued = (seconds: number, codeHash = 'h1') =>
  otpDecider.decide(issue(seconds, codeHash), given([]))[0]!;
const failed = (seconds: number): DomainEvent => ({
  type: 'OtpAttemptFailed',
  data: { at: at(seconds).toISOString() },
});
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return 'ok';
  } catch (error) {
    return error instanceof DomainError ? error.code : 'other';
  }
};

describe('otp: nothing issued', () => {
  it('issues a code that expires in 10 minutes', () => {
    const [event] = otpDecider.decide(issue(0), given([]));
    expect(event).toMatchObject({
      type: 'OtpIssued',
      data: { codeHash: 'h1', expiresAt: at(600).toISOString() },
    });
  });
  it('refuses to verify', () => {
    expect(codeOf(() => otpDecider.decide(verify(1), given([])))).toBe('OTP_MISSING');
  });
});

describe('otp: a code was issued', () => {
  const state = given([issued(0)]);
  it('consumes the right code', () => {
    expect(otpDecider.decide(verify(60), state)).toEqual([
      { type: 'OtpConsumed', data: { at: at(60).toISOString() } },
    ]);
  });
  it('records a wrong code as a failed attempt', () => {
    expect(otpDecider.decide(verify(60, 'nope'), state)[0]?.type).toBe('OtpAttemptFailed');
  });
  it('refuses the right code after it expired', () => {
    expect(codeOf(() => otpDecider.decide(verify(601), state))).toBe('OTP_EXPIRED');
  });
  it('refuses a resend within 30 seconds and allows one after', () => {
    expect(codeOf(() => otpDecider.decide(issue(29), state))).toBe('OTP_TOO_SOON');
    expect(codeOf(() => otpDecider.decide(issue(30), state))).toBe('ok');
  });
  it('refuses a sixth code within the hour', () => {
    const five = given([issued(0), issued(60), issued(120), issued(180), issued(240)]);
    expect(codeOf(() => otpDecider.decide(issue(300), five))).toBe('OTP_SEND_LIMIT');
    expect(codeOf(() => otpDecider.decide(issue(3601), five))).toBe('ok');
  });
});

describe('otp: five wrong attempts', () => {
  const state = given([issued(0), failed(1), failed(2), failed(3), failed(4), failed(5)]);
  it('refuses even the right code', () => {
    expect(codeOf(() => otpDecider.decide(verify(6), state))).toBe('OTP_TOO_MANY_TRIES');
  });
  it('a new code starts over', () => {
    const renewed = given([
      issued(0),
      failed(1),
      failed(2),
      failed(3),
      failed(4),
      failed(5),
      issued(40, 'h2'),
    ]);
    expect(otpDecider.decide(verify(41, 'h2'), renewed)[0]?.type).toBe('OtpConsumed');
  });
});

describe('otp: the code was used', () => {
  it('cannot be used again', () => {
    const state = given([issued(0), { type: 'OtpConsumed', data: { at: at(1).toISOString() } }]);
    expect(codeOf(() => otpDecider.decide(verify(2), state))).toBe('OTP_MISSING');
  });
});

describe('otp: what the workflow needs from the events', () => {
  it('carries the sealed code for the mail, and nothing when there is no mail', () => {
    const command = { ...issue(0), sealedCode: 'v1.sealed' } as OtpCommand;
    const [mailed] = otpDecider.decide(command, given([]));
    expect(mailed).toMatchObject({ type: 'OtpIssued', data: { sealedCode: 'v1.sealed' } });
    expect(issued(0).data).not.toHaveProperty('sealedCode');
  });
  it("records a signup's account with the consumption", () => {
    const registration = {
      registrationId: 'r1',
      accountId: 'a1',
      userName: 'Riya',
      email: 'a@b.co',
      contactNumber: '9876543210',
      accountType: 'Viewer' as const,
      passwordHash: 'argon2-hash',
    };
    const command = { ...verify(60), registration } as OtpCommand;
    const [consumed] = otpDecider.decide(command, given([issued(0)]));
    expect(consumed).toEqual({ type: 'OtpConsumed', data: { at: at(60).toISOString(), registration } });
  });
});
