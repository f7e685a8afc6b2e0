import { screeningOfHold } from '../shows/seats.ts';
import type { DomainEvent, EventType } from './schemas.ts';

/*
 * A field an event's other fields already say is left out when the event is stored and put back
 * when it is read, before validation: a hold id names its screening (`<screeningId>~<uuid>`). The
 * hold events are a seat sale's bulk (three per hold), and the screening id is their longest field.
 * Events written before (version 1) carry it, and a payload whose hold id does not name its
 * screening keeps it as written.
 */

type Data = Record<string, unknown>;

interface StorageForm {
  /** The payload as stored: without the derivable fields. */
  compact(data: Data): Data;
  /** The payload as validated: derivable fields that are missing put back. */
  expand(data: Data): Data;
}

/** The payload without its screening, when its hold id says it. */
function withoutScreening(data: Data): Data {
  if (typeof data.holdId !== 'string' || screeningOfHold(data.holdId) !== data.screeningId) return data;
  const { screeningId: _derived, ...rest } = data;
  return rest;
}

/** The screening a payload's `holdId` names, unless the payload says it itself. */
function withScreening(data: Data): Data {
  if (data.screeningId !== undefined || typeof data.holdId !== 'string') return data;
  const screeningId = screeningOfHold(data.holdId);
  return screeningId === null ? data : { ...data, screeningId };
}

const screeningFromHold: StorageForm = { compact: withoutScreening, expand: withScreening };

/** HoldTaken names two holds: the account's new one and the one before it. */
const holdTaken: StorageForm = {
  compact: (data) => {
    const previous = data.previous as Data | null;
    return { ...withoutScreening(data), previous: previous && withoutScreening(previous) };
  },
  expand: (data) => {
    const previous = data.previous as Data | null | undefined;
    return { ...withScreening(data), ...(previous ? { previous: withScreening(previous) } : {}) };
  },
};

const storageForms: { readonly [T in EventType]?: StorageForm } = {
  SeatsHeld: screeningFromHold,
  HoldExtended: screeningFromHold,
  HoldReleased: screeningFromHold,
  HoldTaken: holdTaken,
};

const isData = (data: unknown): data is Data => typeof data === 'object' && data !== null;

/** The event's payload as it is stored. */
export function storedPayload(event: DomainEvent): unknown {
  const form = storageForms[event.type];
  return form ? form.compact(event.data as Data) : event.data;
}

/** A stored payload of the current version with its derivable fields put back. */
export function expandedPayload(type: EventType, data: unknown): unknown {
  const form = storageForms[type];
  return form && isData(data) ? form.expand(data) : data;
}
