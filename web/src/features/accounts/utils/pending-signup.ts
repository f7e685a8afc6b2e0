import { accountTypeSchema } from '@cinema/contracts';
import { z } from 'zod';

const KEY = 'signupData';

/** The validated signup form, kept until the OTP arrives (the spec's `signupData`). */
const pendingSignupSchema = z.object({
  accountType: accountTypeSchema,
  userName: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  inviteCode: z.string().optional(),
});
export type PendingSignup = z.infer<typeof pendingSignupSchema>;

// sessionStorage: survives a reload of /otp, but not the tab, so the password does not linger.
export function readPendingSignup(): PendingSignup | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed = raw ? pendingSignupSchema.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const savePendingSignup = (data: PendingSignup) => sessionStorage.setItem(KEY, JSON.stringify(data));

export const clearPendingSignup = () => sessionStorage.removeItem(KEY);
