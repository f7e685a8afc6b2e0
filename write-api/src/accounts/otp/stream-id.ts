import { createHash } from 'node:crypto';
import { normalizeEmail } from '@cinema/contracts';

/** One OTP stream per purpose and normalized email: the per-email limits are that stream's state. */
export const otpStreamId = (purpose: 'signup' | 'reset', email: string) =>
  `otp-${purpose}-${createHash('sha256').update(normalizeEmail(email)).digest('hex').slice(0, 32)}`;
