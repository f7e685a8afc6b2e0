import { screeningOfHold } from '../shows/seats.ts';
import { accountOfHoldsStream, screeningOfStream } from '../shows/stream-ids.ts';
import type { DomainEvent, EventType } from './schemas.ts';

/*
 * A field that the event's other fields, or the stream it is stored in, already say is left out
 * when the event is stored and put back when it is read, before validation. The hold events are a
 * seat sale's bulk (three per hold) and a screening id is their longest value:
 * - a hold id names its screening (`<screeningId>~<uuid>`), so a payload's `screeningId` is left out
 *   (version 2);
 * - on its screening's own stream, a hold id is stored as `~<uuid>` (version 3);
 * - on an account's holds stream (`holds-<accountId>`), HoldTaken's `accountId` is left out
 *   (version 3);
 * - the metadata's `actorId` is left out where it is the account the event names (SeatsHeld,
 *   HoldTaken: the viewer took the hold themselves; version 3).
 * Events written before carry those fields, and a payload that does not match its stream or whose
 * hold id does not name its screening keeps them as written.
 */

type Data = Record<string, unknown>;

interface StorageForm {
  /** The payload as stored in the stream (or anywhere, without one): without the derivable fields. */
  compact(data: Data, streamId: string | undefined): Data;
  /** The payload as validated: derivable fields that are missing put back. */
  expand(data: Data, streamId: string): Data;
  /**
   * The account that usually causes the event (the full payload's): metadata leaves out an
   * `actorId` equal to it (version 3).
   */
  actor?(data: Data): unknown;
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

/** The hold id without the screening of the stream it is stored in (`~<uuid>`). */
function holdInStream(data: Data, streamId: string | undefined): Data {
  const screeningId = streamId === undefined ? null : screeningOfStream(streamId);
  const { holdId } = data;
  if (screeningId === null || typeof holdId !== 'string' || screeningOfHold(holdId) !== screeningId)
    return data;
  return { ...data, holdId: holdId.slice(screeningId.length) };
}

/** A hold id stored as `~<uuid>` named by its stream's screening again. */
function holdOfStream(data: Data, streamId: string): Data {
  const { holdId } = data;
  if (typeof holdId !== 'string' || !holdId.startsWith('~')) return data;
  const screeningId = screeningOfStream(streamId);
  return screeningId === null ? data : { ...data, holdId: `${screeningId}${holdId}` };
}

const heldOnScreening: StorageForm = {
  compact: (data, streamId) => holdInStream(withoutScreening(data), streamId),
  expand: (data, streamId) => withScreening(holdOfStream(data, streamId)),
};

/** SeatsHeld: the account holding the seats is, as a rule, the one asking for them. */
const seatsHeld: StorageForm = { ...heldOnScreening, actor: (data) => data.accountId };

/** HoldTaken names two holds, the account's new one and the one before it, and its account. */
const holdTaken: StorageForm = {
  compact: (data, streamId) => {
    const previous = data.previous as Data | null;
    const { accountId, ...rest } = withoutScreening(data);
    const derived = streamId !== undefined && accountOfHoldsStream(streamId) === accountId;
    return { ...rest, ...(derived ? {} : { accountId }), previous: previous && withoutScreening(previous) };
  },
  expand: (data, streamId) => {
    const previous = data.previous as Data | null | undefined;
    const accountId = data.accountId ?? accountOfHoldsStream(streamId) ?? undefined;
    return {
      ...withScreening(data),
      ...(accountId === undefined ? {} : { accountId }),
      ...(previous ? { previous: withScreening(previous) } : {}),
    };
  },
  actor: (data) => data.accountId,
};

const storageForms: { readonly [T in EventType]?: StorageForm } = {
  SeatsHeld: seatsHeld,
  HoldExtended: heldOnScreening,
  HoldReleased: heldOnScreening,
  HoldTaken: holdTaken,
};

const isData = (data: unknown): data is Data => typeof data === 'object' && data !== null;

/** The event's payload as it is stored (in `streamId`, when the caller knows where). */
export function storedPayload(event: DomainEvent, streamId?: string): unknown {
  const form = storageForms[event.type];
  return form ? form.compact(event.data as Data, streamId) : event.data;
}

/** The event's metadata as it is stored: without an `actorId` the payload names (see `actor`). */
export function storedMetadata(event: DomainEvent, metadata: Data): Data {
  const implied = impliedActor(event);
  if (implied === undefined || metadata.actorId !== implied) return metadata;
  const { actorId: _derived, ...rest } = metadata;
  return rest;
}

/** The `actorId` an event's metadata leaves out (see `actor`), from the event as read. */
export function impliedActor(event: DomainEvent): unknown {
  return storageForms[event.type]?.actor?.(event.data as Data);
}

/** A stored payload of the current version with its derivable fields put back. */
export function expandedPayload(type: EventType, data: unknown, streamId: string): unknown {
  const form = storageForms[type];
  return form && isData(data) ? form.expand(data, streamId) : data;
}
