import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { EventStore } from '@cinema/event-store';
import { createTokenService, fileMediaStore, ticketKeyFrom, tokenSettingsFrom } from '@cinema/server-kit';
import { argon2Hasher } from './accounts/account/passwords.ts';
import { otpSecretFrom, type WriteConfig } from './config.ts';
import type { WriteDeps } from './deps.ts';
import { outboxMailer, smtpMailer } from './infra/mail/mailer.ts';
import { createSendShares } from './accounts/otp/send-shares.ts';
import { gatewayFrom } from './bookings/payments/gateway-from-config.ts';
import { createHoldLimits } from './shows/holds/hold-limits.ts';
import { networkKeyer } from './shows/holds/network-key.ts';
import { posterFetcher } from './infra/media/fetch-poster.ts';

/** Builds the write side's dependencies from configuration (used by main.ts and the embedded host). */
export function createWriteDeps(
  config: WriteConfig,
  store: EventStore,
  dataDir: string,
  clock: () => Date = () => new Date(),
): WriteDeps {
  const mailer = config.SMTP_URL
    ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : outboxMailer(config.OUTBOX_DIR ?? join(dataDir, 'outbox'), config.MAIL_FROM);
  return {
    store,
    clock,
    newId: randomUUID,
    tokens: createTokenService(tokenSettingsFrom(config), clock),
    passwords: argon2Hasher,
    mailer,
    media: fileMediaStore(config.MEDIA_DIR ?? join(dataDir, 'media')),
    otpSecret: otpSecretFrom(config.JWT_SECRET),
    superAdminInviteCode: config.SUPERADMIN_INVITE_CODE,
    rateLimits: {
      windowMs: config.RATE_LIMIT_WINDOW_MS,
      login: config.LOGIN_RATE_LIMIT,
      otp: config.OTP_RATE_LIMIT,
      wrongOtp: config.OTP_WRONG_RATE_LIMIT,
    },
    otpPolicy: { resendGapSeconds: config.OTP_RESEND_GAP_SECONDS, sendsPerHour: config.OTP_SENDS_PER_HOUR },
    otpSendShares: createSendShares(config.OTP_SENDS_PER_HOUR_PER_IP, clock),
    brand: 'Cine Yatra',
    holdPolicy: {
      holdMs: config.SEAT_HOLD_MINUTES * 60_000,
      extendMs: config.SEAT_HOLD_EXTEND_MINUTES * 60_000,
      windowMs: config.SEAT_HOLD_WINDOW_MINUTES * 60_000,
    },
    networkKeyOf: networkKeyer(config.JWT_SECRET),
    holdLimits: createHoldLimits({
      perAccount: config.HOLD_RATE_LIMIT,
      failuresPerAddress: config.HOLD_FAILURE_LIMIT_PER_IP,
    }),
    doorOpensMsBefore: config.TICKET_ADMIT_HOURS_BEFORE * 3_600_000,
    ticketKey: ticketKeyFrom(config.JWT_SECRET),
    gateway: gatewayFrom(config),
    publicUrl: config.PUBLIC_URL,
    posterFetcher: posterFetcher({ hosts: config.POSTER_URL_HOSTS }),
  };
}
