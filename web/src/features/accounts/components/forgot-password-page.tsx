import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RequestResetForm } from './request-reset-form';
import { ResetPasswordForm } from './reset-password-form';
import { AuthCard, linkClass } from './ui/auth-card';

/** Step 1 emails a code; step 2 takes the code and the new password. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState<string | null>(null);
  return (
    <AuthCard
      title={email ? 'Set a new password' : 'Forgot your password?'}
      subtitle={
        email ? (
          <>
            Enter the code we sent to{' '}
            <strong className="font-semibold break-all text-slate-900">{email}</strong> and choose a new
            password.
          </>
        ) : (
          'Enter the email you signed up with and we will send you a code to reset your password.'
        )
      }
      footer={
        <>
          Remembered it?{' '}
          <Link to={paths.login.getHref()} className={linkClass}>
            Back to sign in
          </Link>
        </>
      }
    >
      {email ? (
        <ResetPasswordForm email={email} onChangeEmail={() => setEmail(null)} />
      ) : (
        <RequestResetForm onSent={setEmail} />
      )}
    </AuthCard>
  );
}
