import { Link, Navigate } from 'react-router-dom';
import { useAuth } from '@/lib/auth';
import { useLoginForm, useReturnTo } from '../hooks/use-login-form';
import { paths } from '@/config/paths';
import { LOADING_TEXTS } from '@cinema/contracts/browser';
import { AuthCard, linkClass } from './ui/auth-card';
import { CheckboxField } from '@/components/form/checkbox-field';
import { PasswordField } from '@/components/form/password-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';

export function LoginPage() {
  const { isLoggedIn } = useAuth();
  const returnTo = useReturnTo();
  if (isLoggedIn) return <Navigate to={returnTo} replace />;
  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back. Sign in to book seats and see your tickets."
      footer={
        <>
          New here?{' '}
          <Link to={paths.signup.getHref()} className={linkClass}>
            Create an account
          </Link>
        </>
      }
    >
      <LoginForm />
    </AuthCard>
  );
}

function LoginForm() {
  const form = useLoginForm();
  return (
    <form noValidate onSubmit={form.submit} className="space-y-4">
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="username"
        value={form.values.email}
        error={form.errors.email}
        onChange={(event) => form.setField('email', event.target.value)}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={form.values.password}
        error={form.errors.password}
        onChange={(event) => form.setField('password', event.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <CheckboxField
          name="remember"
          label="Remember me"
          checked={form.remember}
          onChange={(event) => form.setRemember(event.target.checked)}
        />
        <Link
          to={paths.forgotPassword.getHref()}
          className={`${linkClass} inline-flex min-h-11 items-center text-sm`}
        >
          Forgot password?
        </Link>
      </div>
      <SubmitButton loading={form.isSubmitting} loadingText={LOADING_TEXTS.signing}>
        Sign in
      </SubmitButton>
    </form>
  );
}
