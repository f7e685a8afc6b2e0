import {
  ANY,
  NO_STREAM,
  START,
  STREAM_EXISTS,
  jsonEvent,
  type AppendExpectedRevision,
  type CurrentRevision,
  type EventData,
  type JSONType,
  type Position as EsdbPosition,
  type ReadPosition,
  type ResolvedEvent,
  type AllStreamResolvedEvent,
} from '@eventstore/db-client';
import {
  START as LOG_START,
  type ExpectedRevision,
  type NewEvent,
  type Position,
  type RecordedEvent,
} from '../port.ts';
import { formatPosition, parsePosition } from '../position.ts';

/** Our expected revision → the client's (bigint revisions, string constants). */
export function toEsdbExpectedRevision(expected: ExpectedRevision): AppendExpectedRevision {
  switch (expected) {
    case 'any':
      return ANY;
    case 'no_stream':
      return NO_STREAM;
    case 'stream_exists':
      return STREAM_EXISTS;
    default:
      return BigInt(expected);
  }
}

/** The server's actual revision in a conflict → ours. */
export function fromEsdbCurrentRevision(actual: CurrentRevision | undefined): number | 'no_stream' {
  return typeof actual === 'bigint' ? Number(actual) : 'no_stream';
}

export function toEsdbPosition(position: Position): EsdbPosition {
  const { major, minor } = parsePosition(position);
  return { commit: major, prepare: minor };
}

export function fromEsdbPosition(position: EsdbPosition): Position {
  return formatPosition(position.commit, position.prepare);
}

/** '0:0' means "from the beginning"; anything else is an exclusive position in $all. */
export function toReadPosition(from: Position): ReadPosition {
  return from === LOG_START ? START : toEsdbPosition(from);
}

export function toEventData(event: NewEvent): EventData {
  return jsonEvent({ type: event.type, data: event.data as JSONType, metadata: event.metadata ?? {} });
}

/** System events ($-prefixed types) and unresolved links are not part of our log. */
export function isUserEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): boolean {
  return resolved.event !== undefined && !resolved.event.type.startsWith('$');
}

export function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent {
  const event = resolved.event;
  if (!event) throw new TypeError('resolved event carries no event');
  const position = positionOf(resolved) ?? LOG_START;
  const metadata = event.metadata;
  return {
    streamId: event.streamId,
    revision: Number(event.revision),
    type: event.type,
    data: event.data,
    metadata: isRecord(metadata) ? metadata : {},
    position,
    recordedAt: event.created,
  };
}

/** Servers before 22.6 only send the commit position. */
export function positionOf(resolved: ResolvedEvent | AllStreamResolvedEvent): Position | undefined {
  if (resolved.event?.position) return fromEsdbPosition(resolved.event.position);
  if (resolved.commitPosition !== undefined)
    return formatPosition(resolved.commitPosition, resolved.commitPosition);
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Uint8Array)
  );
}
