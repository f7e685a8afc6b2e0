import { z } from 'zod';
import { accountTypeSchema } from './accounts/schemas.ts';

/**
 * Every event the system writes, by type. Payloads are versioned by type name: a breaking change
 * adds a new type (e.g. CityAdded.v2) and keeps the old one readable.
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
  }),
  OtpAttemptFailed: z.object({ at: z.string() }),
  OtpConsumed: z.object({ at: z.string() }),
  AccountRegistered: z.object({
    accountId: z.string(),
    userName: z.string(),
    email: z.string(),
    contactNumber: z.string(),
    accountType: accountTypeSchema,
    passwordHash: z.string(),
    registeredAt: z.string(),
  }),
  PasswordChanged: z.object({ accountId: z.string(), passwordHash: z.string(), changedAt: z.string() }),
  AccountDeleted: z.object({ accountId: z.string(), deletedAt: z.string() }),
} as const;

export type EventType = keyof typeof eventSchemas;
export type EventData<T extends EventType> = z.infer<(typeof eventSchemas)[T]>;
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

export const isEventType = (type: string): type is EventType => type in eventSchemas;

/** Parses a stored event; unknown types (from newer writers) come back as null. */
export const parseEvent = (type: string, data: unknown): DomainEvent | null =>
  isEventType(type) ? ({ type, data: eventSchemas[type].parse(data) } as DomainEvent) : null;
