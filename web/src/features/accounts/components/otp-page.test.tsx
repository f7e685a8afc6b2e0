import { LIMITS, TOASTS } from '@cinema/contracts';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_TEXTS } from '@cinema/contracts';
import { expectFieldError } from '../testing/expectations';
import { deferredReply, errorReply, mockApi } from '@/testing/mock-api';
import { aUser, authReply, messageReply } from '../testing/mock-api';
import { renderAccountRoute } from '../testing/render-account-route';
import { readPendingSignup, savePendingSignup, type PendingSignup } from '../utils/pending-signup';

const pending: PendingSignup = {
  accountType: 'Viewer',
  userName: 'Asha Verma',
  email: 'asha@example.com',
  contactNumber: '9876543210',
  password: 'popcorn-123',
  confirmPassword: 'popcorn-123',
};

const codeInput = () => screen.getByLabelText('One-time code');
const verify = () => screen.getByRole('button', { name: 'Verify and create account' });
const resend = () => screen.getByRole('button', { name: 'Resend OTP' });
const advance = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

function renderOtp() {
  return renderAccountRoute('/otp', { advanceTimers: vi.advanceTimersByTime });
}

describe('/otp', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });

  it('sends the visitor to /signup when there is no pending signup', async () => {
    const { expectPath } = renderOtp();
    await expectPath('/signup');
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('shows where the code went and a one-time-code input', () => {
    savePendingSignup(pending);
    renderOtp();
    expect(screen.getByText(pending.email)).toBeInTheDocument();
    expect(codeInput()).toHaveAttribute('inputmode', 'numeric');
    expect(codeInput()).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('keeps only digits, up to six, from typing and pasting', async () => {
    savePendingSignup(pending);
    const { user } = renderOtp();
    await user.type(codeInput(), '12a3');
    expect(codeInput()).toHaveValue('123');

    await user.clear(codeInput());
    await user.paste('Your code: 654 321 99');
    expect(codeInput()).toHaveValue('654321');
  });

  it(`counts down from ${LIMITS.otpCountdownSeconds} s; at 0 verify is disabled and resend enabled`, async () => {
    savePendingSignup(pending);
    const { user } = renderOtp();
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    expect(resend()).toBeDisabled();
    await user.type(codeInput(), '123456');
    expect(verify()).toBeEnabled();

    advance(1);
    expect(screen.getByRole('timer')).toHaveTextContent('00:59');
    advance(LIMITS.otpCountdownSeconds - 2);
    expect(screen.getByRole('timer')).toHaveTextContent('00:01');
    expect(verify()).toBeEnabled();
    expect(resend()).toBeDisabled();

    advance(1);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(verify()).toBeDisabled();
    expect(resend()).toBeEnabled();
  });

  it(`resend sends a new code, restarts at ${LIMITS.otpResendCountdownSeconds} s and disables resend again`, async () => {
    savePendingSignup(pending);
    const api = mockApi({ sendOtp: messageReply('OTP sent') });
    const { user } = renderOtp();
    advance(LIMITS.otpCountdownSeconds);
    await user.click(resend());

    expect(await screen.findByText(TOASTS.otpSent)).toBeInTheDocument();
    expect(api.bodiesSentTo('sendOtp')).toEqual([{ email: pending.email }]);
    expect(screen.getByRole('timer')).toHaveTextContent('02:00');
    expect(resend()).toBeDisabled();

    await user.type(codeInput(), '123456');
    expect(verify()).toBeEnabled();
    advance(LIMITS.otpResendCountdownSeconds);
    expect(verify()).toBeDisabled();
    expect(resend()).toBeEnabled();
  });

  it('verifies: signs up with the OTP, keeps the session, clears the pending data and goes home', async () => {
    savePendingSignup(pending);
    const user = aUser();
    const reply = deferredReply();
    const api = mockApi({ signup: reply.handler });
    const view = renderOtp();
    expect(verify()).toBeDisabled();
    await view.user.type(codeInput(), '123456');
    await view.user.click(verify());

    expect(await screen.findByRole('button', { name: LOADING_TEXTS.verifying })).toBeDisabled();
    expect(api.bodiesSentTo('signup')).toEqual([{ ...pending, otp: '123456' }]);

    reply.release(authReply(user, 'jwt-123'));
    expect(await screen.findByText(TOASTS.signup)).toBeInTheDocument();
    await view.expectPath('/');
    expect(localStorage.getItem('token')).toBe('jwt-123');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(user);
    expect(readPendingSignup()).toBeNull();
  });

  it('shows a rejected code under the input and stays on the page', async () => {
    savePendingSignup(pending);
    mockApi({ signup: errorReply(400, 'Invalid OTP', 'VALIDATION', { otp: 'Invalid OTP' }) });
    const { user, currentPath } = renderOtp();
    await user.type(codeInput(), '000000');
    await user.click(verify());

    await screen.findAllByText('Invalid OTP');
    expectFieldError(codeInput(), 'Invalid OTP');
    expect(currentPath()).toBe('/otp');
    expect(localStorage.getItem('token')).toBeNull();
    expect(readPendingSignup()).toEqual(pending);
  });
});
