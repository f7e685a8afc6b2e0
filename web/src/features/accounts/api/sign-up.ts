import type { authResponse, signupRequest } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';

export type SignUpInput = z.input<typeof signupRequest>;
export type AuthResponse = z.infer<typeof authResponse>;

/** Creates the account with the emailed OTP; the answer carries the session (token and user). */
export const signUp = (input: SignUpInput) =>
  api<AuthResponse>('signup', { body: input, fallback: FALLBACKS.signup, toastErrors: false });

export const useSignUp = () => useAction(signUp);
