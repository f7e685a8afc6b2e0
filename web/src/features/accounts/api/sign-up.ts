import { useMutation } from '@tanstack/react-query';
import { FALLBACKS, authResponse, routes, type signupRequest } from '@cinema/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type SignUpInput = z.input<typeof signupRequest>;
export type AuthResponse = z.infer<typeof authResponse>;

/** Creates the account with the emailed OTP; the answer carries the session (token and user). */
export const signUp = async (input: SignUpInput): Promise<AuthResponse> =>
  authResponse.parse(await api(routes.signup.path, { body: input, fallback: FALLBACKS.signup }));

export const useSignUp = () => useMutation({ mutationFn: signUp });
