import {
  authResponse,
  loginRequest,
  messageResponse,
  resetPasswordRequest,
  sendOtpRequest,
  signupRequest,
} from '../accounts/schemas.ts';
import { type RouteDef } from './route-def.ts';

/** The spec's accounts calls. */
export const accountsRoutes = {
  sendOtp: {
    method: 'POST',
    path: '/auth/sendotp',
    access: 'public',
    service: 'write',
    request: sendOtpRequest,
    response: messageResponse,
  },
  signup: {
    method: 'POST',
    path: '/auth/signup',
    access: 'public',
    service: 'write',
    request: signupRequest,
    response: authResponse,
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    service: 'write',
    request: loginRequest,
    response: authResponse,
  },
  sendResetOtp: {
    method: 'POST',
    path: '/auth/forgot-password/sendotp',
    access: 'public',
    service: 'write',
    request: sendOtpRequest,
    response: messageResponse,
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/forgot-password/reset',
    access: 'public',
    service: 'write',
    request: resetPasswordRequest,
    response: messageResponse,
  },
} as const satisfies Record<string, RouteDef>;
