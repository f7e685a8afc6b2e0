import { FALLBACKS, LIMITS, TOASTS, VALIDATION } from '@cinema/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOADING_TEXTS } from '@cinema/contracts';
import { expectFieldError, expectNoFieldError } from '../testing/expectations';
import { deferredReply, errorReply, mockApi } from '@/testing/mock-api';
import { messageReply } from '../testing/mock-api';
import { renderAccountRoute } from '../testing/render-account-route';
import { readPendingSignup } from '../utils/pending-signup';

const valid = {
  'Full name': 'Asha Verma',
  Email: 'asha@example.com',
  'Contact number': '9876543210',
  Password: 'popcorn-123',
  'Confirm password': 'popcorn-123',
};
type Label = keyof typeof valid;
const labels = Object.keys(valid) as Label[];

const field = (label: Label | 'Invite code') => screen.getByLabelText(label, { selector: 'input' });
const terms = () => screen.getByRole('checkbox', { name: /terms/i });
const submit = () => screen.getByRole('button', { name: 'Create account' });

async function fill(user: UserEvent, values: Partial<Record<Label, string>>) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(field(label as Label));
    if (value) await user.type(field(label as Label), value);
  }
}

async function fillAndAgree(user: UserEvent, overrides: Partial<Record<Label, string>> = {}) {
  await fill(user, { ...valid, ...overrides });
  await user.click(terms());
}

describe('/signup', () => {
  it('enables the terms checkbox only once all five fields are filled', async () => {
    const { user } = renderAccountRoute('/signup');
    for (const label of labels) {
      expect(terms()).toBeDisabled();
      await user.type(field(label), valid[label]);
    }
    expect(terms()).toBeEnabled();

    await user.clear(field('Email'));
    expect(terms()).toBeDisabled();
  });

  it('enables submit only when the terms are agreed, and forgets the agreement when a field is emptied', async () => {
    const { user } = renderAccountRoute('/signup');
    await fill(user, valid);
    expect(submit()).toBeDisabled();

    await user.click(terms());
    expect(submit()).toBeEnabled();

    await user.clear(field('Full name'));
    await user.type(field('Full name'), 'Asha');
    expect(terms()).not.toBeChecked();
    expect(submit()).toBeDisabled();
  });

  it.each([
    ['Email', 'asha@example', VALIDATION.email],
    ['Email', 'asha example.com', VALIDATION.email],
    ['Contact number', '98765', VALIDATION.contactNumber],
    ['Contact number', '98765abcde', VALIDATION.contactNumber],
    ['Confirm password', 'popcorn-124', VALIDATION.passwordMismatch],
  ] as const)('shows "%s" error for %j', async (label, value, message) => {
    const api = mockApi({ sendOtp: messageReply(TOASTS.otpSent) });
    const { user } = renderAccountRoute('/signup');
    await fillAndAgree(user, { [label]: value });
    await user.click(submit());

    // The first submit loads the contracts' schemas (kept out of start-up) before it checks.
    await waitFor(() => expectFieldError(field(label), message));
    expect(field(label)).toHaveFocus();
    expect(api.fetchMock).not.toHaveBeenCalled();
    expect(readPendingSignup()).toBeNull();
  });

  it.each([
    ['98765-43210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['09876543210', '9876543210'],
  ])('takes the contact number as people type it (%j) and keeps its 10 digits', async (typed, kept) => {
    const { user } = renderAccountRoute('/signup');
    await user.type(field('Contact number'), typed);
    expect(field('Contact number')).toHaveValue(kept);
  });

  it(`asks for a password of at least ${LIMITS.passwordMinLength} characters`, async () => {
    mockApi({});
    const { user } = renderAccountRoute('/signup');
    const short = 'a'.repeat(LIMITS.passwordMinLength - 1);
    await fillAndAgree(user, { Password: short, 'Confirm password': short });
    await user.click(submit());

    expectFieldError(field('Password'), VALIDATION.passwordTooShort);
    expectNoFieldError(field('Confirm password'));
  });

  it('clears an error when its own field changes, and only that one', async () => {
    mockApi({});
    const { user } = renderAccountRoute('/signup');
    await fillAndAgree(user, { Email: 'nope', 'Contact number': '123' });
    await user.click(submit());
    expectFieldError(field('Email'), VALIDATION.email);
    expectFieldError(field('Contact number'), VALIDATION.contactNumber);

    await user.type(field('Email'), 'x');
    expectNoFieldError(field('Email'));
    expect(screen.queryByText(VALIDATION.email)).not.toBeInTheDocument();
    expectFieldError(field('Contact number'), VALIDATION.contactNumber);
  });

  it('keeps the data as pending, sends the OTP, toasts and goes to /otp', async () => {
    const reply = deferredReply();
    const api = mockApi({ sendOtp: reply.handler });
    const { user, expectPath } = renderAccountRoute('/signup');
    await fillAndAgree(user, { Email: '  asha@example.com ' });
    await user.click(submit());

    expect(await screen.findByRole('button', { name: LOADING_TEXTS.creating })).toBeDisabled();
    expect(readPendingSignup()).toEqual({
      accountType: 'Viewer',
      userName: 'Asha Verma',
      email: 'asha@example.com',
      contactNumber: '9876543210',
      password: 'popcorn-123',
      confirmPassword: 'popcorn-123',
    });
    expect(JSON.parse(sessionStorage.getItem('signupData') ?? 'null')).toMatchObject({
      email: 'asha@example.com',
    });
    expect(api.bodiesSentTo('sendOtp')).toEqual([{ email: 'asha@example.com' }]);

    reply.release(messageReply('OTP sent'));
    expect(await screen.findByText(TOASTS.otpSent)).toBeInTheDocument();
    await expectPath('/otp');
    expect(screen.getByText('asha@example.com')).toBeInTheDocument();
  });

  it('shows the server field errors under their fields', async () => {
    mockApi({
      sendOtp: errorReply(409, 'Email is already registered', 'CONFLICT', {
        email: 'Email is already registered',
      }),
    });
    const { user, currentPath } = renderAccountRoute('/signup');
    await fillAndAgree(user);
    await user.click(submit());

    expectFieldError(
      await screen.findByLabelText('Email', { selector: 'input' }),
      'Email is already registered',
    );
    expect(currentPath()).toBe('/signup');
  });

  it('toasts a server failure without field errors once, using the fallback text', async () => {
    mockApi({ sendOtp: { status: 500, json: { success: false } } });
    const { user } = renderAccountRoute('/signup');
    await fillAndAgree(user);
    await user.click(submit());

    const toast = await screen.findByText(FALLBACKS.sendOtp);
    expect(toast.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite'); // the toaster's
    expect(screen.getAllByText(FALLBACKS.sendOtp)).toHaveLength(1);
  });

  it('reveals an invite code field for SuperAdmin and keeps the code with the pending data', async () => {
    mockApi({ sendOtp: messageReply('OTP sent') });
    const { user, expectPath } = renderAccountRoute('/signup');
    const accountType = screen.getByLabelText('Account type');
    expect(accountType).toHaveValue('Viewer');
    expect(
      within(accountType)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Viewer', 'Admin', 'SuperAdmin']);
    expect(screen.queryByLabelText('Invite code')).not.toBeInTheDocument();

    await user.selectOptions(accountType, 'SuperAdmin');
    await fillAndAgree(user);
    expect(submit()).toBeDisabled();
    await user.type(field('Invite code'), 'ROOT-CODE');
    await user.click(submit());

    await screen.findByText(TOASTS.otpSent);
    await expectPath('/otp');
    expect(readPendingSignup()).toMatchObject({ accountType: 'SuperAdmin', inviteCode: 'ROOT-CODE' });
  });

  it('shows the +91 prefix, links to the terms and to sign in, and offers no social button', () => {
    renderAccountRoute('/signup');
    expect(field('Contact number')).toHaveAccessibleDescription(LIMITS.contactNumberPrefix);
    expect(screen.getByRole('link', { name: /terms/i })).toHaveAttribute('href', '/terms-conditions');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /google/i })).not.toBeInTheDocument();
  });
});
