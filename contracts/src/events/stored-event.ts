import type { z } from 'zod';
import { eventSchemas, eventVersions, isEventType, type DomainEvent, type EventType } from './schemas.ts';
import { expandedPayload, impliedActor, storedMetadata, storedPayload } from './storage-form.ts';
import { upcasters, type UpcasterRegistry } from './upcasters.ts';

/** Metadata key holding the schema version an event was written with. */
export const EVENT_VERSION_KEY = 'schemaVersion';

/** An event as the event store returns it (the fields parsing needs). */
export interface StoredEvent {
  streamId: string;
  revision?: number;
  position?: string;
  type: string;
  data: unknown;
  metadata?: Record<string, unknown>;
}

export interface EventRegistry {
  schemas: { readonly [T in EventType]: z.ZodType };
  versions: { readonly [T in EventType]: number };
  upcasters: UpcasterRegistry;
}

export const eventRegistry: EventRegistry = { schemas: eventSchemas, versions: eventVersions, upcasters };

/** A stored event that cannot be brought to its current shape: a corrupt or foreign payload. */
export class StoredEventError extends Error {
  constructor(
    readonly event: StoredEvent,
    readonly version: number,
    readonly reason: string,
  ) {
    super(
      `Stored event ${event.type} v${version} at ${event.streamId}` +
        `${event.revision === undefined ? '' : `@${event.revision}`}` +
        `${event.position === undefined ? '' : ` (position ${event.position})`} cannot be read: ${reason}`,
    );
    this.name = 'StoredEventError';
  }
}

export function storedVersion(metadata: Record<string, unknown> | undefined): number {
  const version = metadata?.[EVENT_VERSION_KEY];
  return typeof version === 'number' && Number.isInteger(version) && version >= 1 ? version : 1;
}

/**
 * The one way to read a stored event (write side and projector alike): upcast from the version it
 * was written with to the current one, put back the fields the storage form leaves out, then
 * validate against the current schema only.
 * Unknown types (from newer writers, or not domain events) come back as null.
 */
export function parseStoredEvent(stored: StoredEvent, registry = eventRegistry): DomainEvent | null {
  const { type } = stored;
  if (!isEventType(type)) return null;
  const written = storedVersion(stored.metadata);
  const current = registry.versions[type];
  if (written > current)
    throw new StoredEventError(stored, written, `written by a newer version (this one reads v${current})`);
  let data = stored.data;
  for (let version = written; version < current; version++) {
    const upcast = registry.upcasters[type]?.[version];
    if (!upcast) throw new StoredEventError(stored, written, `no upcaster from v${version}`);
    data = upcast(data, { streamId: stored.streamId });
  }
  data = expandedPayload(type, data, stored.streamId);
  const parsed = registry.schemas[type].safeParse(data);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(payload)'}: ${i.message}`);
    throw new StoredEventError(stored, written, issues.join('; '));
  }
  return { type, data: parsed.data } as DomainEvent;
}

/**
 * The event as it is appended (to `streamId`, when given): without the fields its other fields or
 * that stream already say (storage-form.ts), stamped with its type's current schema version. Only
 * the stream it is appended to may be given: the fields it stands for are read back from it.
 */
export function toStoredEvent(event: DomainEvent, metadata: Record<string, unknown> = {}, streamId?: string) {
  return {
    type: event.type,
    data: storedPayload(event, streamId),
    metadata: {
      ...storedMetadata(event, metadata),
      [EVENT_VERSION_KEY]: eventRegistry.versions[event.type],
    },
  };
}

/** Metadata versions from which an `actorId` the payload names is left out (storage-form.ts). */
const ACTOR_LEFT_OUT_FROM = 3;

/**
 * Who caused a stored event (metadata `actorId`), for auditors: as recorded, or the account its
 * payload names where the storage form left the id out; null when none was recorded.
 */
export function eventActor(stored: StoredEvent): string | null {
  const recorded = stored.metadata?.actorId;
  if (typeof recorded === 'string') return recorded;
  if (storedVersion(stored.metadata) < ACTOR_LEFT_OUT_FROM) return null;
  let event: DomainEvent | null;
  try {
    event = parseStoredEvent(stored);
  } catch {
    return null; // a payload that cannot be read names nobody
  }
  const implied = event && impliedActor(event);
  return typeof implied === 'string' ? implied : null;
}
