import type { loginRequest } from '@cinema/contracts';
import { FALLBACKS } from '@cinema/contracts/browser';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { useAction } from '@/lib/use-action';
import type { AuthResponse } from './sign-up';

export type LogInInput = z.input<typeof loginRequest>;

export const logIn = (input: LogInInput) =>
  api<AuthResponse>('login', { body: input, fallback: FALLBACKS.login, toastErrors: false });

export const useLogIn = () => useAction(logIn);
