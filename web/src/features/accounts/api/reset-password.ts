import { useMutation } from '@tanstack/react-query';
import { routes, type resetPasswordRequest } from '@cinema/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { MessageResponse } from './send-otp';

export type ResetPasswordInput = z.input<typeof resetPasswordRequest>;

/** Sets a new password when the emailed OTP matches. */
export const resetPassword = (input: ResetPasswordInput) =>
  api<MessageResponse>(routes.resetPassword.path, { body: input });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
