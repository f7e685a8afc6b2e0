import { useMutation } from '@tanstack/react-query';
import { FALLBACKS, authResponse, routes, type loginRequest } from '@cinema/contracts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { AuthResponse } from './sign-up';

export type LogInInput = z.input<typeof loginRequest>;

export const logIn = async (input: LogInInput): Promise<AuthResponse> =>
  authResponse.parse(await api(routes.login.path, { body: input, fallback: FALLBACKS.login }));

export const useLogIn = () => useMutation({ mutationFn: logIn });
