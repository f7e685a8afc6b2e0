import type { FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { FALLBACKS, TOASTS } from '@cinema/contracts/browser';
import { loadContracts } from '@/lib/contracts';
import { useSendResetOtp } from '../api/send-reset-otp';
import { useFormFields } from '../hooks/use-form-fields';
import { LOADING_TEXTS } from '@cinema/contracts/browser';
import { issuesToFieldErrors, showServerFailure } from '../utils/form-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';

export function RequestResetForm({ onSent }: { onSent: (email: string) => void }) {
  const sendResetOtp = useSendResetOtp();
  const form = useFormFields({ email: '' });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const emailInput = event.currentTarget.elements.namedItem('email') as HTMLInputElement | null;
    const { sendOtpRequest } = await loadContracts();
    const parsed = sendOtpRequest.safeParse(form.values);
    if (!parsed.success) {
      form.setErrors(issuesToFieldErrors(parsed.error.issues));
      emailInput?.focus();
      return;
    }
    sendResetOtp.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(TOASTS.otpSent);
        onSent(parsed.data.email);
      },
      onError: (error) => {
        form.setErrors(showServerFailure(error, ['email'], FALLBACKS.sendOtp));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField
        label="Email"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={form.values.email}
        error={form.errors.email}
        onChange={(event) => form.setField('email', event.target.value)}
      />
      <SubmitButton loading={sendResetOtp.isPending} loadingText={LOADING_TEXTS.submitting}>
        Send code
      </SubmitButton>
    </form>
  );
}
