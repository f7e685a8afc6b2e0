import { z } from 'zod';
import { accountTypeSchema } from '../accounts/schemas.ts';

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
};

export const isEventType = (type: string): type is EventType => Object.hasOwn(eventSchemas, type);
