import { TOASTS, VALIDATION } from '@cinema/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOADING_TEXTS } from '@cinema/contracts';
import { expectFieldError } from '../testing/expectations';
import { deferredReply, mockApi } from '@/testing/mock-api';
import { messageReply } from '../testing/mock-api';
import { renderAccountRoute } from '../testing/render-account-route';

describe('/forgot-password', () => {
  it('validates the email before sending a code', async () => {
    const api = mockApi({});
    const { user } = renderAccountRoute('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expectFieldError(screen.getByLabelText('Email'), VALIDATION.email);
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('emails a code, then resets the password and returns to sign in with the email filled', async () => {
    const reset = deferredReply();
    const api = mockApi({ sendResetOtp: messageReply('OTP sent'), resetPassword: reset.handler });
    const { user, expectPath } = renderAccountRoute('/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByText(TOASTS.otpSent)).toBeInTheDocument();
    expect(api.bodiesSentTo('sendResetOtp')).toEqual([{ email: 'asha@example.com' }]);

    await user.type(screen.getByLabelText('One-time code'), '123456');
    await user.type(screen.getByLabelText('New password', { selector: 'input' }), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'new-secret-2');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expectFieldError(
      screen.getByLabelText('Confirm new password', { selector: 'input' }),
      VALIDATION.passwordMismatch,
    );

    await user.clear(screen.getByLabelText('Confirm new password', { selector: 'input' }));
    await user.type(screen.getByLabelText('Confirm new password', { selector: 'input' }), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('button', { name: LOADING_TEXTS.submitting })).toBeDisabled();
    expect(api.bodiesSentTo('resetPassword')).toEqual([
      { email: 'asha@example.com', otp: '123456', password: 'new-secret-1', confirmPassword: 'new-secret-1' },
    ]);

    reset.release(messageReply('Password reset successfully'));
    expect(await screen.findByText('Password reset successfully')).toBeInTheDocument();
    await expectPath('/login');
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });
});
