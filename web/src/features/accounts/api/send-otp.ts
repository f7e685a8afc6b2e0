import type { messageResponse, sendOtpRequest } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export type SendOtpInput = z.input<typeof sendOtpRequest>;
export type MessageResponse = z.infer<typeof messageResponse>;

/** Emails a signup OTP to the address. */
export const sendOtp = (input: SendOtpInput) =>
  api<MessageResponse>('sendOtp', { body: input, fallback: FALLBACKS.sendOtp, toastErrors: false });

export const useSendOtp = () => useAction(sendOtp);
