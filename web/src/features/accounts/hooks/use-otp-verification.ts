import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { FALLBACKS, LIMITS, TOASTS } from '@cinema/contracts/browser';
import { useAuth } from '@/lib/auth';
import { useSendOtp } from '../api/send-otp';
import { useSignUp } from '../api/sign-up';
import { paths } from '@/config/paths';
import { showServerFailure } from '../utils/form-errors';
import { clearPendingSignup, type PendingSignup } from '../utils/pending-signup';
import { useCountdown } from './use-countdown';

/** OTP step of sign-up: the code, its countdown, resend, and the signup call that ends the flow. */
export function useOtpVerification(pending: PendingSignup) {
  const navigate = useNavigate();
  const { signIn } = useAuth();
  const signUp = useSignUp();
  const sendOtp = useSendOtp();
  const countdown = useCountdown(LIMITS.otpCountdownSeconds);
  const [otp, setOtpValue] = useState('');
  const [otpError, setOtpError] = useState<string | null>(null);

  const setOtp = (code: string) => {
    setOtpValue(code);
    setOtpError(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (otp.length !== LIMITS.otpLength || countdown.isExpired) return;
    signUp.mutate(
      { ...pending, otp },
      {
        onSuccess: ({ token, user }) => {
          signIn(token, user);
          clearPendingSignup();
          toast.success(TOASTS.signup);
          navigate(paths.home.getHref(), { replace: true });
        },
        onError: (error) => {
          setOtpError(showServerFailure(error, ['otp'], FALLBACKS.signup).otp ?? null);
        },
      },
    );
  };

  const resend = () =>
    sendOtp.mutate(
      { email: pending.email },
      {
        onSuccess: () => {
          toast.success(TOASTS.otpSent);
          setOtp('');
          countdown.restart(LIMITS.otpResendCountdownSeconds);
        },
        onError: (error) => showServerFailure(error, [], FALLBACKS.sendOtp),
      },
    );

  return {
    otp,
    setOtp,
    otpError,
    submit,
    resend,
    countdown,
    canSubmit: otp.length === LIMITS.otpLength && !countdown.isExpired,
    canResend: countdown.isExpired && !sendOtp.isPending,
    isVerifying: signUp.isPending,
  };
}
