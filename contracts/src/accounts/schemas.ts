import { z } from 'zod';
import { ACCOUNT_TYPES, DEFAULT_ACCOUNT_TYPE, LIMITS } from '../common/constants.ts';
import { VALIDATION } from '../common/messages.ts';
import { envelope } from '../common/envelope.ts';

/** The spec's "simple a@b.c pattern". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CONTACT_PATTERN = /^\d{10}$/;
export const OTP_PATTERN = /^\d{6}$/;

export const emailSchema = z
  .string({ error: VALIDATION.emailRequired })
  .trim()
  .min(1, VALIDATION.emailRequired)
  .regex(EMAIL_PATTERN, VALIDATION.email)
  .max(254, VALIDATION.email);
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
// Trimmed like the login form trims it, so a password is stored exactly as it will be checked.
const passwordSchema = z
  .string({ error: VALIDATION.passwordRequired })
  .trim()
  .min(LIMITS.passwordMinLength, VALIDATION.passwordTooShort)
  .max(200);
const otpSchema = z.string().trim().regex(OTP_PATTERN, VALIDATION.otpLength);

export const userSchema = z.object({
  _id: z.string(),
  userName: z.string(),
  contactNumber: z.string(),
  email: z.string(),
  accountType: accountTypeSchema,
  dob: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const sendOtpRequest = z.object({ email: emailSchema });
export const signupRequest = z
  .object({
    accountType: accountTypeSchema.default(DEFAULT_ACCOUNT_TYPE),
    userName: z.string().trim().min(1, VALIDATION.allFieldsRequired).max(80),
    email: emailSchema,
    contactNumber: z.string().trim().regex(CONTACT_PATTERN, VALIDATION.contactNumber),
    password: passwordSchema,
    confirmPassword: z.string().trim(),
    otp: otpSchema,
    /** Needed only for a SuperAdmin signup; checked against the server's configured code. */
    inviteCode: z.string().optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: VALIDATION.passwordMismatch,
    path: ['confirmPassword'],
  });
export type SignupRequest = z.infer<typeof signupRequest>;

export const loginRequest = z.object({
  email: z.string({ error: VALIDATION.emailRequired }).trim().min(1, VALIDATION.emailRequired),
  password: z.string({ error: VALIDATION.passwordRequired }).trim().min(1, VALIDATION.passwordRequired),
});

export const resetPasswordRequest = z
  .object({
    email: emailSchema,
    otp: otpSchema,
    password: passwordSchema,
    confirmPassword: z.string().trim(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: VALIDATION.passwordMismatch,
    path: ['confirmPassword'],
  });

export const messageResponse = envelope({});
export const authResponse = envelope({ token: z.string(), user: userSchema });
