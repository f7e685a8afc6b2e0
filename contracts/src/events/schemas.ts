import { z } from 'zod';
import { accountTypeSchema } from '../accounts/schemas.ts';
import { TIMING_VALUES } from '../common/constants.ts';
import { crewMemberSchema, imageAssetSchema } from '../catalog/movies.ts';
import { seatLayoutSchema } from '../shows/shows.ts';

/** AccountRegistered's data; a signup's OtpConsumed carries the same, to finish it after a crash. */
const accountRegisteredData = z.object({
  accountId: z.string(),
  userName: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  accountType: accountTypeSchema,
  passwordHash: z.string(),
  registeredAt: z.string(),
});

/** A movie's fields as stored (MovieAdded and MovieUpdated carry the whole movie). */
const movieData = z.object({
  movieId: z.string(),
  movieName: z.string(),
  categories: z.array(z.string()),
  releaseDate: z.string(),
  summary: z.string(),
  genres: z.array(z.string()),
  cast: z.array(z.string()),
  crew: z.array(crewMemberSchema),
  supportingLanguages: z.array(z.string()),
  thumbnail: imageAssetSchema,
  banner: imageAssetSchema,
});

const seatClassData = z.object({ seats: z.number().int(), pricePaise: z.number().int() });

/**
 * Every event the system writes, by type, in its current shape. A change of shape bumps the
 * type's version in `eventVersions` and adds an upcaster from the previous version (upcasters.ts),
 * so stored events are lifted to this shape before they are validated.
 */
export const eventSchemas = {
  CityAdded: z.object({
    cityId: z.string(),
    cityName: z.string(),
    featured: z.boolean(),
    addedBy: z.string().nullable(),
    addedAt: z.string(),
  }),
  OtpIssued: z.object({
    email: z.string(),
    purpose: z.enum(['signup', 'reset']),
    codeHash: z.string(),
    issuedAt: z.string(),
    expiresAt: z.string(),
    /**
     * The code sealed (AES-GCM, a server key) for the mail the outbox sends; absent when nothing
     * is mailed (a reset for an unknown email, and codes mailed before the outbox existed).
     * Optional, so every stored v1 payload still parses without a version bump.
     */
    sealedCode: z.string().optional(),
  }),
  OtpAttemptFailed: z.object({ at: z.string() }),
  OtpConsumed: z.object({
    at: z.string(),
    /** The account a signup registers with this code: a reactor finishes it if the request could not. */
    registration: accountRegisteredData
      .omit({ registeredAt: true })
      .extend({ registrationId: z.string() })
      .optional(),
  }),
  AccountRegistered: accountRegisteredData,
  PasswordChanged: z.object({ accountId: z.string(), passwordHash: z.string(), changedAt: z.string() }),
  AccountDeleted: z.object({ accountId: z.string(), deletedAt: z.string() }),
  MovieAdded: movieData.extend({ addedBy: z.string().nullable(), addedAt: z.string() }),
  MovieUpdated: movieData.extend({ updatedBy: z.string().nullable(), updatedAt: z.string() }),
  CinemaAdded: z.object({
    cinemaId: z.string(),
    cinemaName: z.string(),
    pincode: z.string(),
    cityId: z.string(),
    cityName: z.string(),
    adminId: z.string(),
    screens: z.array(z.object({ screenId: z.string(), name: z.string(), position: z.number().int() })),
    addedAt: z.string(),
  }),
  ScreenConfigured: z.object({
    cinemaId: z.string(),
    screenId: z.string(),
    regular: seatClassData,
    balcony: seatClassData,
    vip: seatClassData,
    /** The screen's version after this change (1 for its first configuration). */
    version: z.number().int(),
    configuredBy: z.string(),
    configuredAt: z.string(),
  }),
  /** A screen opened after the cinema's first three (its id and position never reused). */
  ScreenAdded: z.object({
    cinemaId: z.string(),
    screenId: z.string(),
    name: z.string(),
    position: z.number().int(),
    addedBy: z.string(),
    addedAt: z.string(),
  }),
  ScreenRenamed: z.object({
    cinemaId: z.string(),
    screenId: z.string(),
    name: z.string(),
    renamedBy: z.string(),
    renamedAt: z.string(),
  }),
  /** No new shows on it; its past shows (and their bookings) stay as they were. */
  ScreenRetired: z.object({
    cinemaId: z.string(),
    screenId: z.string(),
    retiredBy: z.string(),
    retiredAt: z.string(),
  }),
  /** The cinema's name and pincode after an edit (the city never changes). */
  CinemaDetailsChanged: z.object({
    cinemaId: z.string(),
    cinemaName: z.string(),
    pincode: z.string(),
    changedBy: z.string(),
    changedAt: z.string(),
  }),
  ShowAdded: z.object({
    showId: z.string(),
    cinemaId: z.string(),
    screenId: z.string(),
    movieId: z.string(),
    movieName: z.string(),
    timing: z.enum(TIMING_VALUES),
    showStart: z.string(),
    showEnd: z.string(),
    adminId: z.string(),
    addedAt: z.string(),
  }),
  ShowWentLive: z.object({
    showId: z.string(),
    cinemaId: z.string(),
    screenId: z.string(),
    movieId: z.string(),
    timing: z.enum(TIMING_VALUES),
    /** One screening (its own seat map) per date of the show. */
    screenings: z.array(z.object({ screeningId: z.string(), date: z.string() })),
    /** The screen's seats and prices when the show went live: later screen changes leave it alone. */
    seatLayout: seatLayoutSchema,
    adminId: z.string(),
    liveAt: z.string(),
  }),
  /**
   * The cinema cancelled the show (pending or live): it never goes live or sells again, and each
   * of its screenings still to begin (listed) is cancelled on its own stream, refunding its bookings.
   */
  ShowCancelled: z.object({
    showId: z.string(),
    cinemaId: z.string(),
    reason: z.string(),
    cancelledBy: z.string(),
    cancelledAt: z.string(),
    screenings: z.array(z.string()),
  }),
  /** A pending show's dates, timing or screen changed (Add Show's checks applied again). */
  ShowEdited: z.object({
    showId: z.string(),
    cinemaId: z.string(),
    screenId: z.string(),
    timing: z.enum(TIMING_VALUES),
    showStart: z.string(),
    showEnd: z.string(),
    editedBy: z.string(),
    editedAt: z.string(),
  }),
  /**
   * A live show runs until a later date: one screening per added date (today on), each selling
   * the layout frozen when the show went live.
   */
  ShowRunExtended: z.object({
    showId: z.string(),
    cinemaId: z.string(),
    screenId: z.string(),
    movieId: z.string(),
    timing: z.enum(TIMING_VALUES),
    showEnd: z.string(),
    screenings: z.array(z.object({ screeningId: z.string(), date: z.string() })),
    seatLayout: seatLayoutSchema,
    extendedBy: z.string(),
    extendedAt: z.string(),
  }),
  // Screening stream (`screening-<screeningId>`): holds, bookings and admissions of one date's seats.
  SeatsHeld: z.object({
    screeningId: z.string(),
    holdId: z.string(),
    accountId: z.string(),
    /** Seat numbers (V1, B3, R12). */
    seats: z.array(z.string()),
    expiresAt: z.string(),
    heldAt: z.string(),
    /**
     * A keyed hash of the client's network (never the address itself): holds from one network
     * share each seat's hold budget. Optional, so holds stored before it still parse as v1.
     */
    clientKey: z.string().optional(),
  }),
  HoldExtended: z.object({
    screeningId: z.string(),
    holdId: z.string(),
    expiresAt: z.string(),
    extendedAt: z.string(),
  }),
  /**
   * The cinema cancelled this date: nothing more is held, sold or admitted; its holds were released
   * just before, and each booking listed is refunded in full (BookingRefunded) and its holder mailed.
   */
  ScreeningCancelled: z.object({
    screeningId: z.string(),
    reason: z.string(),
    cancelledBy: z.string(),
    cancelledAt: z.string(),
    bookings: z.array(
      z.object({
        bookingId: z.string(),
        orderId: z.string(),
        accountId: z.string(),
        totalPaise: z.number().int(),
      }),
    ),
  }),
  HoldReleased: z.object({
    screeningId: z.string(),
    holdId: z.string(),
    seats: z.array(z.string()),
    reason: z.enum([
      'expired',
      'replaced',
      'released',
      'payment-cancelled',
      'payment-failed',
      'booked',
      'cancelled',
    ]),
    releasedAt: z.string(),
  }),
  SeatsBooked: z.object({
    screeningId: z.string(),
    bookingId: z.string(),
    /** The hold the seats were paid under; null when it had expired and the seats were still free. */
    holdId: z.string().nullable(),
    accountId: z.string(),
    orderId: z.string(),
    paymentId: z.string(),
    seats: z.array(
      z.object({
        seatNumber: z.string(),
        seatType: z.enum(['VIP', 'BALCONY', 'REGULAR']),
        pricePaise: z.number().int(),
      }),
    ),
    totalPaise: z.number().int(),
    bookedAt: z.string(),
    /**
     * Where it was sold: absent or 'online' (paid through the gateway), 'counter' (sold by a
     * cinema's Admin or counter staff, paid at the counter). Optional, so stored v1 events parse.
     */
    channel: z.enum(['online', 'counter']).optional(),
    /** A counter sale's payment at the counter and its walk-in buyer (name and phone optional). */
    counter: z
      .object({
        method: z.enum(['cash', 'upi']),
        soldBy: z.string(),
        buyerName: z.string().optional(),
        buyerPhone: z.string().optional(),
        /** Where the cancellation mail goes should the cinema cancel the screening. */
        buyerEmail: z.string().optional(),
      })
      .optional(),
  }),
  TicketAdmitted: z.object({
    screeningId: z.string(),
    bookingId: z.string(),
    admittedBy: z.string(),
    admittedAt: z.string(),
  }),
  // Counter staff (`counter-staff-<accountId>`, the account id derived from the email, so an
  // email without an account yet can be granted): which cinemas' counters an account sells at.
  CounterStaffGranted: z.object({
    accountId: z.string(),
    email: z.string(),
    cinemaIds: z.array(z.string()),
    grantedBy: z.string(),
    grantedAt: z.string(),
  }),
  CounterStaffRevoked: z.object({
    accountId: z.string(),
    cinemaIds: z.array(z.string()),
    revokedBy: z.string(),
    revokedAt: z.string(),
  }),
  // A viewer's holds stream (`holds-<accountId>`): one live hold per account across screenings,
  // and how the account's earlier holds ended (an account whose holds keep running out is slowed).
  HoldTaken: z.object({
    accountId: z.string(),
    holdId: z.string(),
    screeningId: z.string(),
    takenAt: z.string(),
    /** The account's hold before this one and how it ended (replaced: this one replaces it). */
    previous: z
      .object({
        holdId: z.string(),
        screeningId: z.string(),
        outcome: z.enum(['expired', 'booked', 'released', 'replaced']),
        endedAt: z.string(),
      })
      .nullable(),
  }),
  /** A payment order was opened for the account's hold: it is not replaced while the order is open. */
  HoldCheckoutStarted: z.object({
    accountId: z.string(),
    holdId: z.string(),
    orderId: z.string(),
    startedAt: z.string(),
  }),
  // Payment stream (`payment-<orderId>`): one gateway order, from creation to capture or refund.
  PaymentOrderCreated: z.object({
    orderId: z.string(),
    gateway: z.enum(['sandbox', 'razorpay']),
    screeningId: z.string(),
    holdId: z.string(),
    accountId: z.string(),
    seats: z.array(z.string()),
    amountPaise: z.number().int(),
    currency: z.literal('INR'),
    createdAt: z.string(),
  }),
  PaymentCaptured: z.object({
    orderId: z.string(),
    paymentId: z.string(),
    via: z.enum(['verify', 'webhook']),
    capturedAt: z.string(),
  }),
  PaymentFailed: z.object({
    orderId: z.string(),
    reason: z.enum(['cancelled', 'failed', 'signature']),
    description: z.string(),
    failedAt: z.string(),
  }),
  PaymentSettled: z.object({
    orderId: z.string(),
    paymentId: z.string(),
    /** booked: the seats are the viewer's; refund: they were sold meanwhile, the money goes back. */
    outcome: z.enum(['booked', 'refund']),
    bookingId: z.string().nullable(),
    settledAt: z.string(),
  }),
  PaymentRefunded: z.object({
    orderId: z.string(),
    paymentId: z.string(),
    refundId: z.string(),
    amountPaise: z.number().int(),
    refundedAt: z.string(),
  }),
  /** Another payment captured for an order already paid (a second checkout): it is refunded. */
  ExtraPaymentCaptured: z.object({
    orderId: z.string(),
    paymentId: z.string(),
    via: z.enum(['verify', 'webhook']),
    capturedAt: z.string(),
  }),
  /** That extra payment went back through the gateway (the order's own payment stands). */
  ExtraPaymentRefunded: z.object({
    orderId: z.string(),
    paymentId: z.string(),
    refundId: z.string(),
    amountPaise: z.number().int(),
    refundedAt: z.string(),
  }),
  /**
   * A booking went back in full because the cinema cancelled its screening: online through the
   * gateway (on `payment-<orderId>`), or a counter sale refunded at the counter in cash or UPI
   * (channel 'counter', on `counter-sale-<orderId>`; paymentId and refundId are the counter's).
   */
  BookingRefunded: z.object({
    orderId: z.string(),
    bookingId: z.string(),
    screeningId: z.string(),
    paymentId: z.string(),
    amountPaise: z.number().int(),
    reason: z.string(),
    refundId: z.string(),
    refundedAt: z.string(),
    /** Absent or 'online': through the gateway; 'counter': owed back at the cinema's counter. */
    channel: z.enum(['online', 'counter']).optional(),
  }),
  // Sandbox gateway (`sandbox-payment-<orderId>`): a payment at the local test checkout (no money
  // moves), recorded so the webhook a real gateway would send is delivered durably by the outbox.
  SandboxPaymentMade: z.object({
    orderId: z.string(),
    paymentId: z.string(),
    amountPaise: z.number().int(),
    paidAt: z.string(),
  }),
} as const;

export type EventType = keyof typeof eventSchemas;
export type EventData<T extends EventType> = z.infer<(typeof eventSchemas)[T]>;
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

/** Current schema version of each type. A stored event without a version is version 1. */
export const eventVersions: { readonly [T in EventType]: number } = {
  CityAdded: 1,
  OtpIssued: 1,
  OtpAttemptFailed: 1,
  OtpConsumed: 1,
  AccountRegistered: 1,
  // v2 carries the accountId; early v1 events only had it in their stream id.
  PasswordChanged: 2,
  AccountDeleted: 2,
  MovieAdded: 1,
  MovieUpdated: 1,
  CinemaAdded: 1,
  ScreenConfigured: 1,
  ScreenAdded: 1,
  ScreenRenamed: 1,
  ScreenRetired: 1,
  CinemaDetailsChanged: 1,
  ShowAdded: 1,
  ShowWentLive: 1,
  ShowCancelled: 1,
  ShowEdited: 1,
  ShowRunExtended: 1,
  ScreeningCancelled: 1,
  BookingRefunded: 1,
  // v2 of the hold events may leave out the screening their hold id names, v3 what their stream
  // names (storage-form.ts).
  SeatsHeld: 3,
  HoldExtended: 3,
  HoldReleased: 3,
  SeatsBooked: 1,
  TicketAdmitted: 1,
  HoldTaken: 3,
  HoldCheckoutStarted: 1,
  PaymentOrderCreated: 1,
  PaymentCaptured: 1,
  PaymentFailed: 1,
  PaymentSettled: 1,
  PaymentRefunded: 1,
  ExtraPaymentCaptured: 1,
  ExtraPaymentRefunded: 1,
  SandboxPaymentMade: 1,
  CounterStaffGranted: 1,
  CounterStaffRevoked: 1,
};

export const isEventType = (type: string): type is EventType => Object.hasOwn(eventSchemas, type);
