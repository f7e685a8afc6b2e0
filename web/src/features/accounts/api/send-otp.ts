import { useMutation } from '@tanstack/react-query';
import { FALLBACKS, routes, type messageResponse, type sendOtpRequest } from '@cinema/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type SendOtpInput = z.input<typeof sendOtpRequest>;
export type MessageResponse = z.infer<typeof messageResponse>;

/** Emails a signup OTP to the address. */
export const sendOtp = (input: SendOtpInput) =>
  api<MessageResponse>(routes.sendOtp.path, { body: input, fallback: FALLBACKS.sendOtp });

export const useSendOtp = () => useMutation({ mutationFn: sendOtp });
