export * from './events/schemas.ts';
export * from './events/upcasters.ts';
export * from './events/stored-event.ts';
import { eventSchemas, isEventType, type DomainEvent } from './events/schemas.ts';

/** Validates a payload already in its current shape (new events, tests). Stored events: parseStoredEvent. */
export const parseEvent = (type: string, data: unknown): DomainEvent | null =>
  isEventType(type) ? ({ type, data: eventSchemas[type].parse(data) } as DomainEvent) : null;
