import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { FALLBACKS, LIMITS, TOASTS } from '@cinema/contracts/browser';
import { loadContracts } from '@/lib/contracts';
import { useResetPassword } from '../api/reset-password';
import { useSendResetOtp } from '../api/send-reset-otp';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { focusFirstError, useFormFields } from '../hooks/use-form-fields';
import { paths } from '@/config/paths';
import { LOADING_TEXTS } from '@cinema/contracts/browser';
import { issuesToFieldErrors, showServerFailure } from '../utils/form-errors';
import { OtpInput } from './ui/otp-input';
import { PasswordField } from '@/components/form/password-field';
import { LinkButton, SubmitButton } from '@/components/form/submit-button';

const RESET_FIELDS = ['otp', 'password', 'confirmPassword'] as const;

interface ResetPasswordFormProps {
  email: string;
  onChangeEmail: () => void;
}

export function ResetPasswordForm({ email, onChangeEmail }: ResetPasswordFormProps) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const resendOtp = useSendResetOtp();
  const resendWait = useCountdown(LIMITS.otpCountdownSeconds);
  const form = useFormFields({ otp: '', password: '', confirmPassword: '' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const { resetPasswordRequest } = await loadContracts();
    const parsed = resetPasswordRequest.safeParse({ email, ...form.values });
    if (!parsed.success) {
      const errors = issuesToFieldErrors<(typeof RESET_FIELDS)[number]>(parsed.error.issues);
      form.setErrors(errors);
      focusFirstError(formElement, RESET_FIELDS, errors);
      return;
    }
    resetPassword.mutate(parsed.data, {
      onSuccess: ({ message }) => {
        toast.success(message);
        navigate(paths.login.getHref(), { state: { email } });
      },
      onError: (error) => {
        form.setErrors(showServerFailure(error, RESET_FIELDS));
      },
    });
  };

  const resend = () =>
    resendOtp.mutate(
      { email },
      {
        onSuccess: () => {
          toast.success(TOASTS.otpSent);
          resendWait.restart(LIMITS.otpResendCountdownSeconds);
        },
        onError: (error) => showServerFailure(error, [], FALLBACKS.sendOtp),
      },
    );

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <OtpInput
        label="One-time code"
        name="otp"
        value={form.values.otp}
        error={form.errors.otp}
        onChange={(code) => form.setField('otp', code)}
      />
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <LinkButton onClick={onChangeEmail} className="-ml-2">
          Use another email
        </LinkButton>
        <LinkButton onClick={resend} disabled={!resendWait.isExpired || resendOtp.isPending}>
          {resendWait.isExpired ? 'Resend OTP' : `Resend OTP in ${formatCountdown(resendWait.secondsLeft)}`}
        </LinkButton>
      </div>
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        hint={`At least ${LIMITS.passwordMinLength} characters.`}
        value={form.values.password}
        error={form.errors.password}
        onChange={(event) => form.setField('password', event.target.value)}
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        error={form.errors.confirmPassword}
        onChange={(event) => form.setField('confirmPassword', event.target.value)}
      />
      <SubmitButton loading={resetPassword.isPending} loadingText={LOADING_TEXTS.submitting}>
        Reset password
      </SubmitButton>
    </form>
  );
}
