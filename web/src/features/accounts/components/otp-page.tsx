import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { LIMITS } from '@cinema/contracts/browser';
import { formatCountdown } from '../hooks/use-countdown';
import { useOtpVerification } from '../hooks/use-otp-verification';
import { paths } from '@/config/paths';
import { LOADING_TEXTS } from '@cinema/contracts/browser';
import { readPendingSignup, type PendingSignup } from '../utils/pending-signup';
import { AuthCard, linkClass } from './ui/auth-card';
import { OtpInput } from './ui/otp-input';
import { LinkButton, SubmitButton } from '@/components/form/submit-button';

export function OtpPage() {
  // Read once: clearing it after a successful signup must not bounce this page back to /signup.
  const [pending] = useState(readPendingSignup);
  if (!pending) return <Navigate to={paths.signup.getHref()} replace />;
  return (
    <AuthCard
      title="Verify your email"
      subtitle={
        <>
          We sent a {LIMITS.otpLength}-digit code to{' '}
          <strong className="font-semibold break-all text-slate-900">{pending.email}</strong>.
        </>
      }
      footer={
        <>
          Wrong address?{' '}
          <Link to={paths.signup.getHref()} className={linkClass}>
            Edit your details
          </Link>
        </>
      }
    >
      <OtpForm pending={pending} />
    </AuthCard>
  );
}

function OtpForm({ pending }: { pending: PendingSignup }) {
  const otp = useOtpVerification(pending);
  const { secondsLeft, isExpired } = otp.countdown;
  return (
    <form noValidate onSubmit={otp.submit} className="space-y-4">
      <OtpInput label="One-time code" name="otp" value={otp.otp} onChange={otp.setOtp} error={otp.otpError} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">
          {isExpired ? 'Code expired' : 'Code expires in'}{' '}
          <span role="timer" className="font-mono font-semibold text-slate-900 tabular-nums">
            {formatCountdown(secondsLeft)}
          </span>
        </p>
        <LinkButton onClick={otp.resend} disabled={!otp.canResend}>
          Resend OTP
        </LinkButton>
      </div>
      <p role="status" className="sr-only">
        {isExpired ? 'The code has expired. Use Resend OTP to get a new one.' : ''}
      </p>
      <SubmitButton disabled={!otp.canSubmit} loading={otp.isVerifying} loadingText={LOADING_TEXTS.verifying}>
        Verify and create account
      </SubmitButton>
    </form>
  );
}
