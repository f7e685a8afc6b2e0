import type { resetPasswordRequest } from '@cinema/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import type { MessageResponse } from './send-otp';

export type ResetPasswordInput = z.input<typeof resetPasswordRequest>;

/** Sets a new password when the emailed OTP matches. */
export const resetPassword = (input: ResetPasswordInput) =>
  api<MessageResponse>('resetPassword', { body: input, toastErrors: false });

export const useResetPassword = () => useAction(resetPassword);
