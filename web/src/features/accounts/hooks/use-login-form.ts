import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { FALLBACKS, TOASTS } from '@cinema/contracts/browser';
import { loadContracts } from '@/lib/contracts';
import { useAuth } from '@/lib/auth';
import { useLogIn } from '../api/log-in';
import { paths } from '@/config/paths';
import { issuesToFieldErrors, showServerFailure } from '../utils/form-errors';
import { readRememberedEmail, rememberEmail } from '../utils/remembered-email';
import { focusFirstError, useFormFields } from './use-form-fields';

const LOGIN_FIELDS = ['email', 'password'] as const;

/** An email handed over by another screen (the password reset), else the remembered one. */
function useInitialEmail(): string {
  const state: unknown = useLocation().state;
  const handed =
    typeof state === 'object' && state !== null ? (state as { email?: unknown }).email : undefined;
  return typeof handed === 'string' ? handed : readRememberedEmail();
}

/** Where to go after signing in: the in-app page that sent the visitor here (e.g. the seat page), else home. */
export function useReturnTo(): string {
  const state: unknown = useLocation().state;
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//')
    ? from
    : paths.home.getHref();
}

export function useLoginForm() {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const logIn = useLogIn();
  const initialEmail = useInitialEmail();
  const returnTo = useReturnTo();
  const form = useFormFields({ email: initialEmail, password: '' });
  const [remember, setRemember] = useState(() => readRememberedEmail() !== '');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const { loginRequest } = await loadContracts();
    const parsed = loginRequest.safeParse(form.values);
    if (!parsed.success) {
      const errors = issuesToFieldErrors<(typeof LOGIN_FIELDS)[number]>(parsed.error.issues);
      form.setErrors(errors);
      focusFirstError(formElement, LOGIN_FIELDS, errors);
      return;
    }
    logIn.mutate(parsed.data, {
      onSuccess: ({ token, user }) => {
        rememberEmail(remember ? parsed.data.email : null);
        signIn(token, user);
        toast.success(TOASTS.login);
        navigate(returnTo, { replace: true });
      },
      onError: (error) => {
        form.setErrors(showServerFailure(error, LOGIN_FIELDS, FALLBACKS.unexpectedLogin));
      },
    });
  };

  return { ...form, remember, setRemember, submit, isSubmitting: logIn.isPending };
}
