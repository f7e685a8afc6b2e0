import type { EventStore } from '@cinema/event-store';
import type { MediaStore, TokenService } from '@cinema/server-kit';
import type { PasswordHasher } from './accounts/account/passwords.ts';
import type { Mailer } from './infra/mail/mailer.ts';
import type { OtpPolicy } from './accounts/otp/decide.ts';
import type { SendShares } from './accounts/otp/send-shares.ts';
import type { PaymentGateway } from './bookings/payments/gateway.ts';
import type { HoldPolicy } from './shows/seats/hold-budget.ts';
import type { HoldLimits } from './shows/holds/hold-limits.ts';
import type { PosterFetcher } from './infra/media/fetch-poster.ts';

export interface RateLimits {
  windowMs: number;
  /** Login attempts per IP per window. */
  login: number;
  /** OTP sends (signup and reset) per IP per window. */
  otp: number;
  /** Wrong OTP codes per IP per window (below the per-code limit of 5). */
  wrongOtp: number;
}

/** Everything the write side needs from the outside world, injected so tests control it. */
export interface WriteDeps {
  store: EventStore;
  clock: () => Date;
  newId: () => string;
  tokens: TokenService;
  passwords: PasswordHasher;
  mailer: Mailer;
  /** Where re-encoded uploads (movie images) are stored; read-api serves them from the same store. */
  media: MediaStore;
  /** Key for hashing OTPs (never stored). */
  otpSecret: string;
  /** A SuperAdmin signup must present this; none configured means no SuperAdmin signups. */
  superAdminInviteCode: string | undefined;
  rateLimits: RateLimits;
  otpPolicy: OtpPolicy;
  /** Each client address's share of an email's hourly codes. */
  otpSendShares: SendShares;
  brand: string;
  /** Seat holds: how long they last, the one extension and each seat's budget window (milliseconds). */
  holdPolicy: HoldPolicy;
  /** Names the client's network for the hold budget (a keyed hash, never the address). */
  networkKeyOf: (address: string | undefined) => string | undefined;
  /** Per-account and per-network limits on the hold calls. */
  holdLimits: HoldLimits;
  /** The door lets a ticket in from this long before its show starts until the show ends. */
  doorOpensMsBefore: number;
  /** Signs the ticket tokens the QR codes carry (derived from JWT_SECRET; read-api derives the same). */
  ticketKey: string;
  /** Razorpay, or the sandbox gateway when no keys are configured. */
  gateway: PaymentGateway;
  /** The API's public URL (PUBLIC_URL): image URLs in answers are absolute under it. */
  publicUrl?: string;
  /**
   * Fetches a movie image given by URL (the original API's Add Movie sends URLs in JSON): https,
   * hosts of POSTER_URL_HOSTS only, public addresses only. Unset: images by URL are refused.
   */
  posterFetcher?: PosterFetcher;
}
