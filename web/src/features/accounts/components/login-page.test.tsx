import { AUTH_MESSAGES, TOASTS, VALIDATION } from '@cinema/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOADING_TEXTS } from '@cinema/contracts';
import { expectFieldError, expectNoFieldError } from '../testing/expectations';
import { deferredReply, errorReply, mockApi } from '@/testing/mock-api';
import { aUser, authReply } from '../testing/mock-api';
import { renderAccountRoute } from '../testing/render-account-route';

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password', { selector: 'input' });
const rememberMe = () => screen.getByRole('checkbox', { name: 'Remember me' });
const signIn = () => screen.getByRole('button', { name: 'Sign in' });

describe('/login', () => {
  it.each([
    ['empty', '', ''],
    ['blank', '   ', '   '],
  ])('requires email and password (%s values are trimmed)', async (_case, emailValue, passwordValue) => {
    const api = mockApi({});
    const { user } = renderAccountRoute('/login');
    if (emailValue) await user.type(email(), emailValue);
    if (passwordValue) await user.type(password(), passwordValue);
    await user.click(signIn());

    await waitFor(() => expectFieldError(email(), VALIDATION.emailRequired));
    expectFieldError(password(), VALIDATION.passwordRequired);
    expect(email()).toHaveFocus();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('clears an error when its field changes', async () => {
    mockApi({});
    const { user } = renderAccountRoute('/login');
    await user.click(signIn());
    await user.type(email(), 'a');

    expectNoFieldError(email());
    expect(screen.queryByText(VALIDATION.emailRequired)).not.toBeInTheDocument();
    expectFieldError(password(), VALIDATION.passwordRequired);
  });

  it('signs in: keeps token and user, toasts and goes home', async () => {
    const account = aUser({ accountType: 'Admin' });
    const reply = deferredReply();
    const api = mockApi({ login: reply.handler });
    const { user, expectPath } = renderAccountRoute('/login');
    await user.type(email(), ' asha@example.com ');
    await user.type(password(), 'popcorn-123');
    await user.click(signIn());

    expect(await screen.findByRole('button', { name: LOADING_TEXTS.signing })).toBeDisabled();
    expect(api.bodiesSentTo('login')).toEqual([{ email: 'asha@example.com', password: 'popcorn-123' }]);

    reply.release(authReply(account, 'jwt-login'));
    expect(await screen.findByText(TOASTS.login)).toBeInTheDocument();
    await expectPath('/');
    expect(localStorage.getItem('token')).toBe('jwt-login');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(account);
    expect(localStorage.getItem('rememberedEmail')).toBeNull();
  });

  it('goes back to the page that sent the visitor to sign in (the seat page before paying)', async () => {
    mockApi({ login: authReply() });
    const from = '/buytickets/mov-1/cin-1/3-6pm/seats?date=2026-11-24';
    const { user, expectPath } = renderAccountRoute('/login', { state: { from } });
    await user.type(email(), 'asha@example.com');
    await user.type(password(), 'popcorn-123');
    await user.click(signIn());
    await expectPath('/buytickets/mov-1/cin-1/3-6pm/seats');
  });

  it('remembers the email when "Remember me" is ticked and prefills it next time', async () => {
    mockApi({ login: authReply() });
    const first = renderAccountRoute('/login');
    expect(rememberMe()).not.toBeChecked();
    await first.user.type(email(), 'asha@example.com');
    await first.user.type(password(), 'popcorn-123');
    await first.user.click(rememberMe());
    await first.user.click(signIn());
    await screen.findByText(TOASTS.login);
    expect(localStorage.getItem('rememberedEmail')).toBe('asha@example.com');
    first.unmount();

    localStorage.removeItem('token'); // signed out elsewhere; the remembered email stays
    renderAccountRoute('/login');
    expect(email()).toHaveValue('asha@example.com');
    expect(rememberMe()).toBeChecked();
    expect(password()).toHaveValue('');
  });

  it('forgets a remembered email when signing in with "Remember me" unticked', async () => {
    localStorage.setItem('rememberedEmail', 'old@example.com');
    mockApi({ login: authReply() });
    const { user } = renderAccountRoute('/login');
    expect(email()).toHaveValue('old@example.com');
    await user.click(rememberMe());
    await user.type(password(), 'popcorn-123');
    await user.click(signIn());

    await screen.findByText(TOASTS.login);
    expect(localStorage.getItem('rememberedEmail')).toBeNull();
  });

  it("shows a wrong password once, as a toast (the spec's error handling), and stays signed out", async () => {
    mockApi({ login: errorReply(401, AUTH_MESSAGES.invalidCredentials, 'UNAUTHORIZED') });
    const { user, currentPath } = renderAccountRoute('/login');
    await user.type(email(), 'asha@example.com');
    await user.type(password(), 'wrong-pass');
    await user.click(signIn());

    const toast = await screen.findByText(AUTH_MESSAGES.invalidCredentials);
    expect(toast.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite'); // the toaster's
    expect(screen.getAllByText(AUTH_MESSAGES.invalidCredentials)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expectNoFieldError(email());
    expectNoFieldError(password());
    expect(currentPath()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('links to password reset and sign up, shows a password toggle and no social buttons', async () => {
    const { user } = renderAccountRoute('/login');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    expect(screen.getAllByRole('button').map((b) => b.textContent || b.getAttribute('aria-label'))).toEqual([
      'Show password',
      'Sign in',
    ]);

    await user.type(password(), 'secret');
    expect(password()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
  });
});
