import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { HOLD_POLICY } from '@cinema/contracts';
import { commonConfigSchema, mediaDirSetting } from '@cinema/server-kit';
import { posterUrlHostsSetting } from './infra/media/fetch-poster.ts';

const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());

/** The write side's settings (one line each), parsed once at start-up. */
export const writeConfigSchema = z
  .object({
    /** Real mail over SMTP, e.g. smtps://user:pass@smtp.example.com:465. Unset: the development outbox. */
    SMTP_URL: z.string().url().optional(),
    MAIL_FROM: z.string().default('Cine Yatra <no-reply@cineyatra.example>'),
    /** Folder of the development outbox (.eml files). */
    OUTBOX_DIR: z.string().optional(),
    /** Folder of uploaded images (re-encoded); default $DATA_DIR/media. Shared with read-api. */
    MEDIA_DIR: mediaDirSetting,
    /**
     * Hosts movie images may be fetched from when Add/Update Movie gives them as https URLs (the
     * original API's clients do): comma-separated names, `*.example.com` for subdomains. Unset:
     * none, only uploads (the server would otherwise fetch whatever URL a SuperAdmin names).
     */
    POSTER_URL_HOSTS: posterUrlHostsSetting,
    /** Code a SuperAdmin signup must present; unset disables SuperAdmin signups. */
    SUPERADMIN_INVITE_CODE: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(8).optional()),
    LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(20),
    OTP_RATE_LIMIT: z.coerce.number().int().positive().default(10),
    /** Wrong OTP codes per IP per window; keep it below the 5 tries a code allows. */
    OTP_WRONG_RATE_LIMIT: z.coerce.number().int().positive().default(3),
    /** Seconds an email must wait between two OTPs, and OTPs per email per hour. */
    OTP_RESEND_GAP_SECONDS: z.coerce.number().int().min(0).default(30),
    OTP_SENDS_PER_HOUR: z.coerce.number().int().positive().default(5),
    /** Of those, how many one client address may ask for (the rest stay for the owner). */
    OTP_SENDS_PER_HOUR_PER_IP: z.coerce.number().int().positive().default(3),
    /** How long reserved seats stay the viewer's, and the one extension (minutes). */
    SEAT_HOLD_MINUTES: z.coerce.number().positive().max(60).default(HOLD_POLICY.minutes),
    SEAT_HOLD_EXTEND_MINUTES: z.coerce.number().positive().max(30).default(HOLD_POLICY.extendMinutes),
    /** A seat is kept by one account or network for at most one hold plus its extension per window. */
    SEAT_HOLD_WINDOW_MINUTES: z.coerce.number().positive().max(120).default(60),
    /** Hold calls (reserve, extend, release) per account per 10 minutes. */
    HOLD_RATE_LIMIT: z.coerce.number().int().positive().default(30),
    /** Refused hold calls per client address per 10 minutes (only refusals count). */
    HOLD_FAILURE_LIMIT_PER_IP: z.coerce.number().int().positive().default(300),
    /** How many hours before its show a ticket is let in at the door (until the show ends). */
    TICKET_ADMIT_HOURS_BEFORE: z.coerce.number().int().positive().max(48).default(2),
    /** Razorpay API keys: both set, real payments; neither, the sandbox gateway (no money moves). */
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    /** Secret of Razorpay's webhook (required with the keys: a paid booking completes without the browser). */
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    /** Production refuses the sandbox gateway (free bookings) unless this is true (a demo install). */
    PAYMENT_SANDBOX: z.enum(['true', 'false']).default('false'),
    RATE_LIMIT_WINDOW_MS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60_000),
  })
  .and(commonConfigSchema)
  .refine((c) => c.NODE_ENV !== 'production' || Boolean(c.SMTP_URL), {
    message: 'SMTP_URL must be set in production (the development outbox is never used there)',
    path: ['SMTP_URL'],
  })
  .refine((c) => Boolean(c.RAZORPAY_KEY_ID) === Boolean(c.RAZORPAY_KEY_SECRET), {
    message: 'set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither (the sandbox gateway)',
    path: ['RAZORPAY_KEY_SECRET'],
  })
  .refine((c) => !c.RAZORPAY_KEY_ID || Boolean(c.RAZORPAY_WEBHOOK_SECRET), {
    message:
      'must be set with the Razorpay keys (bookings paid in a closed browser complete through the webhook)',
    path: ['RAZORPAY_WEBHOOK_SECRET'],
  })
  .refine((c) => c.NODE_ENV !== 'production' || Boolean(c.RAZORPAY_KEY_ID) || c.PAYMENT_SANDBOX === 'true', {
    message:
      'production takes real payments: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or PAYMENT_SANDBOX=true for a demo where no money moves',
    path: ['RAZORPAY_KEY_ID'],
  });
export type WriteConfig = z.output<typeof writeConfigSchema>;

/** The OTP hashing key is derived from the JWT secret so one secret is enough to configure. */
export const otpSecretFrom = (jwtSecret: string) =>
  createHmac('sha256', jwtSecret).update('otp-hash-key').digest('hex');
