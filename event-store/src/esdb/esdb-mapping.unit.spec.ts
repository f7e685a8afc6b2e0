import { ANY, NO_STREAM, START, STREAM_EXISTS, type AllStreamResolvedEvent } from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import {
  fromEsdbCurrentRevision,
  fromEsdbPosition,
  isUserEvent,
  toEsdbExpectedRevision,
  toEsdbPosition,
  toEventData,
  toReadPosition,
  toRecordedEvent,
} from './esdb-mapping.ts';

function resolved(
  type: string,
  extra: Partial<NonNullable<AllStreamResolvedEvent['event']>> = {},
): AllStreamResolvedEvent {
  const event = {
    streamId: 'show-1',
    id: '4b2a3a3e-0000-4000-8000-000000000000',
    isJson: true as const,
    revision: 7n,
    type,
    created: new Date('2026-11-22T10:00:00Z'),
    data: { seats: ['A1'] },
    metadata: { by: 'u1' } as unknown,
    position: { commit: 1200n, prepare: 1100n },
    ...extra,
  };
  return { event } as AllStreamResolvedEvent;
}

describe('EventStoreDB mapping', () => {
  it('maps expected revisions to the client constants and bigint', () => {
    expect(toEsdbExpectedRevision('any')).toBe(ANY);
    expect(toEsdbExpectedRevision('no_stream')).toBe(NO_STREAM);
    expect(toEsdbExpectedRevision('stream_exists')).toBe(STREAM_EXISTS);
    expect(toEsdbExpectedRevision(0)).toBe(0n);
    expect(toEsdbExpectedRevision(41)).toBe(41n);
  });

  it('maps the actual revision of a conflict', () => {
    expect(fromEsdbCurrentRevision(5n)).toBe(5);
    expect(fromEsdbCurrentRevision(NO_STREAM)).toBe('no_stream');
    expect(fromEsdbCurrentRevision(undefined)).toBe('no_stream');
  });

  it('converts positions both ways, START meaning the beginning', () => {
    expect(fromEsdbPosition({ commit: 18446744073709551615n, prepare: 3n })).toBe('18446744073709551615:3');
    expect(toEsdbPosition('1200:1100')).toEqual({ commit: 1200n, prepare: 1100n });
    expect(toReadPosition('0:0')).toBe(START);
    expect(toReadPosition('5:4')).toEqual({ commit: 5n, prepare: 4n });
  });

  it('builds JSON event data with metadata defaulting to {}', () => {
    const data = toEventData({ type: 'SeatsReserved', data: { seats: ['A1'] } });
    expect(data).toMatchObject({
      type: 'SeatsReserved',
      contentType: 'application/json',
      data: { seats: ['A1'] },
      metadata: {},
    });
    expect(data.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('maps a resolved event to a recorded event', () => {
    expect(toRecordedEvent(resolved('SeatsReserved'))).toEqual({
      streamId: 'show-1',
      revision: 7,
      type: 'SeatsReserved',
      data: { seats: ['A1'] },
      metadata: { by: 'u1' },
      position: '1200:1100',
      recordedAt: new Date('2026-11-22T10:00:00Z'),
    });
    expect(toRecordedEvent(resolved('X', { metadata: undefined })).metadata).toEqual({});
    expect(toRecordedEvent(resolved('X', { metadata: new Uint8Array([1]) })).metadata).toEqual({});
    const old = { ...resolved('X'), commitPosition: 99n };
    delete (old.event as { position?: unknown }).position;
    expect(toRecordedEvent(old).position).toBe('99:99');
  });

  it('filters out system events and unresolved links', () => {
    expect(isUserEvent(resolved('SeatsReserved'))).toBe(true);
    expect(isUserEvent(resolved('$metadata'))).toBe(false);
    expect(isUserEvent({} as AllStreamResolvedEvent)).toBe(false);
    expect(() => toRecordedEvent({} as AllStreamResolvedEvent)).toThrow(TypeError);
  });
});
