import { FALLBACKS } from '@cinema/contracts/browser';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import type { MessageResponse, SendOtpInput } from './send-otp';

/** Emails a password-reset OTP to the address. */
export const sendResetOtp = (input: SendOtpInput) =>
  api<MessageResponse>('sendResetOtp', { body: input, fallback: FALLBACKS.sendOtp, toastErrors: false });

export const useSendResetOtp = () => useAction(sendResetOtp);
