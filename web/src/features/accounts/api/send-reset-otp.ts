import { useMutation } from '@tanstack/react-query';
import { FALLBACKS, routes } from '@cinema/contracts';
import { api } from '@/lib/api-client';
import type { MessageResponse, SendOtpInput } from './send-otp';

/** Emails a password-reset OTP to the address. */
export const sendResetOtp = (input: SendOtpInput) =>
  api<MessageResponse>(routes.sendResetOtp.path, { body: input, fallback: FALLBACKS.sendOtp });

export const useSendResetOtp = () => useMutation({ mutationFn: sendResetOtp });
