import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { comparePositions, positionFromKey, positionKey } from '../common/position.ts';
import {
  EVENT_VERSION_KEY,
  eventActor,
  eventRegistry,
  parseStoredEvent,
  StoredEventError,
  toStoredEvent,
  type EventOf,
  type EventRegistry,
} from '../events.ts';

const accountId = 'a1b2c3d4-0000-5000-a000-000000000001';

describe('parseStoredEvent', () => {
  it('reads a PasswordChanged written before it carried accountId (v1) in the current shape', () => {
    const event = parseStoredEvent({
      streamId: `account-${accountId}`,
      type: 'PasswordChanged',
      data: { passwordHash: 'h', changedAt: '2026-11-01T00:00:00.000Z' },
      metadata: {},
    });
    expect(event).toEqual({
      type: 'PasswordChanged',
      data: { accountId, passwordHash: 'h', changedAt: '2026-11-01T00:00:00.000Z' },
    });
  });

  it('never runs an upcaster on an event already written in the current version', () => {
    const registry: EventRegistry = {
      ...eventRegistry,
      upcasters: { AccountDeleted: { 1: () => ({ broken: true }) } },
    };
    const data = { accountId, deletedAt: '2026-11-01T00:00:00.000Z' };
    const stored = {
      streamId: 'account-x',
      type: 'AccountDeleted',
      data,
      metadata: { [EVENT_VERSION_KEY]: 2 },
    };
    expect(parseStoredEvent(stored, registry)).toEqual({ type: 'AccountDeleted', data });
  });

  it('chains upcasters from the written version to the current one', () => {
    const registry: EventRegistry = {
      ...eventRegistry,
      schemas: { ...eventRegistry.schemas, OtpConsumed: z.object({ at: z.string(), via: z.string() }) },
      versions: { ...eventRegistry.versions, OtpConsumed: 3 },
      upcasters: {
        OtpConsumed: {
          1: (d) => ({ at: (d as { when: string }).when }),
          2: (d) => ({ ...(d as object), via: 'email' }),
        },
      },
    };
    const stored = { streamId: 'otp-1', type: 'OtpConsumed', data: { when: 'then' } };
    expect(parseStoredEvent(stored, registry)).toEqual({
      type: 'OtpConsumed',
      data: { at: 'then', via: 'email' },
    });
  });

  it('names the stream, revision and reason of a payload that cannot be read', () => {
    const stored = { streamId: 'cities', revision: 4, type: 'CityAdded', data: { cityId: 7 } };
    const error = (() => {
      try {
        parseStoredEvent(stored);
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(StoredEventError);
    expect((error as Error).message).toMatch(/CityAdded v1 at cities@4 cannot be read: cityId/);
  });

  it('refuses an event from a newer writer instead of guessing its shape', () => {
    const stored = { streamId: 'cities', type: 'CityAdded', data: {}, metadata: { [EVENT_VERSION_KEY]: 9 } };
    expect(() => parseStoredEvent(stored)).toThrow(/newer version/);
  });

  it('skips types it does not know', () => {
    expect(parseStoredEvent({ streamId: 's', type: 'Marker', data: {} })).toBeNull();
  });

  it('stamps new events with the current version of their type', () => {
    const stored = toStoredEvent(
      { type: 'AccountDeleted', data: { accountId, deletedAt: 'now' } },
      { by: 'x' },
    );
    expect(stored.metadata).toEqual({ by: 'x', [EVENT_VERSION_KEY]: 2 });
  });
});

describe('the hold events as stored', () => {
  const screeningId = 'c1.3f1c2d9e-5b7a-4e8f-9a0b-1c2d3e4f5a6b.2026-12-11';
  const holdId = `${screeningId}~0b8e5b7a-9d1c-4f2e-8a3b-5c6d7e8f9a0b`;
  const earlier = `${screeningId.replace('12-11', '12-12')}~6a7b8c9d-0e1f-4a2b-9c3d-4e5f6a7b8c9d`;
  const held = {
    type: 'SeatsHeld' as const,
    data: { screeningId, holdId, accountId, seats: ['V1'], expiresAt: 'later', heldAt: 'now' },
  };
  const taken: EventOf<'HoldTaken'> = {
    type: 'HoldTaken',
    data: {
      accountId,
      holdId,
      screeningId,
      takenAt: 'now',
      previous: {
        holdId: earlier,
        screeningId: screeningOf(earlier),
        outcome: 'replaced',
        endedAt: 'now',
      },
    },
  };
  function screeningOf(hold: string) {
    return hold.slice(0, hold.indexOf('~'));
  }
  const roundTrip = (event: typeof held | typeof taken, streamId: string) => {
    const stored = toStoredEvent(event, {}, streamId);
    return { stored, read: parseStoredEvent({ streamId, ...stored }) };
  };
  const localId = holdId.slice(screeningId.length);

  it('leaves out what the hold id and the stream name, and reads it back', () => {
    const seats = roundTrip(held, `screening-${screeningId}`);
    expect(seats.stored.data).toEqual({
      holdId: localId,
      accountId,
      seats: ['V1'],
      expiresAt: 'later',
      heldAt: 'now',
    });
    expect(seats.stored.metadata).toEqual({ [EVENT_VERSION_KEY]: 3 });
    expect(seats.read).toEqual(held);

    const hold = roundTrip(taken, `holds-${accountId}`);
    expect(hold.stored.data).toEqual({
      holdId,
      takenAt: 'now',
      previous: { holdId: earlier, outcome: 'replaced', endedAt: 'now' },
    });
    expect(hold.read).toEqual(taken);
    expect(
      roundTrip({ ...taken, data: { ...taken.data, previous: null } }, `holds-${accountId}`).read,
    ).toEqual({
      ...taken,
      data: { ...taken.data, previous: null },
    });
  });

  it('keeps whole what a stream of another screening or account does not name', () => {
    const elsewhere = roundTrip(held, `screening-${screeningOf(earlier)}`);
    expect(elsewhere.stored.data).toHaveProperty('holdId', holdId);
    expect(elsewhere.read).toEqual(held);
    const otherAccount = roundTrip(taken, 'holds-someone-else');
    expect(otherAccount.stored.data).toHaveProperty('accountId', accountId);
    expect(otherAccount.read).toEqual(taken);
    // Stored without a stream (a fixture appending by hand): only what the payload itself says.
    expect(toStoredEvent(held).data).toHaveProperty('holdId', holdId);
    expect(toStoredEvent(taken).data).toHaveProperty('accountId', accountId);
  });

  it('leaves out an actor the event names itself, and still says who it was', () => {
    const seats = toStoredEvent(held, { actorId: accountId, commandId: 'c1' }, `screening-${screeningId}`);
    expect(seats.metadata).toEqual({ commandId: 'c1', [EVENT_VERSION_KEY]: 3 });
    expect(eventActor({ streamId: `screening-${screeningId}`, ...seats })).toBe(accountId);
    const hold = toStoredEvent(taken, { actorId: accountId }, `holds-${accountId}`);
    expect(hold.metadata).toEqual({ [EVENT_VERSION_KEY]: 3 });
    expect(eventActor({ streamId: `holds-${accountId}`, ...hold })).toBe(accountId);

    // Seats held for someone else (at a counter): the clerk is kept.
    const byClerk = toStoredEvent(held, { actorId: 'clerk' }, `screening-${screeningId}`);
    expect(byClerk.metadata).toEqual({ actorId: 'clerk', [EVENT_VERSION_KEY]: 3 });
    expect(eventActor({ streamId: `screening-${screeningId}`, ...byClerk })).toBe('clerk');
    // Written before actors were left out, without one: nobody is made up.
    const v2 = { streamId: `screening-${screeningId}`, ...held, metadata: { [EVENT_VERSION_KEY]: 2 } };
    expect(eventActor(v2)).toBeNull();
  });

  it('keeps the screening of a hold id that does not name it', () => {
    const odd = { ...held, data: { ...held.data, holdId: 'h1' } };
    const { stored, read } = roundTrip(odd, `screening-${screeningId}`);
    expect(stored.data).toHaveProperty('screeningId', screeningId);
    expect(read).toEqual(odd);
  });

  it('reads the hold events written whole before (versions 1 and 2) as they were', () => {
    expect(parseStoredEvent({ streamId: `screening-${screeningId}`, ...held })).toEqual(held);
    expect(parseStoredEvent({ streamId: `holds-${accountId}`, ...taken })).toEqual(taken);
    const v2 = { metadata: { [EVENT_VERSION_KEY]: 2 } };
    const heldV2 = { ...held, data: { ...held.data, screeningId: undefined } };
    expect(parseStoredEvent({ streamId: `screening-${screeningId}`, ...heldV2, ...v2 })).toEqual(held);
    expect(parseStoredEvent({ streamId: `holds-${accountId}`, ...taken, ...v2 })).toEqual(taken);
  });
});

describe('positionKey', () => {
  it('orders keys numerically like positions, where text order does not', () => {
    const positions = ['9:1', '10:1', '10:2', '18446744073709551615:18446744073709551615', '0:0'];
    const byKey = [...positions].sort((a, b) => (BigInt(positionKey(a)) < BigInt(positionKey(b)) ? -1 : 1));
    expect(byKey).toEqual([...positions].sort(comparePositions));
    for (const p of positions) expect(positionFromKey(positionKey(p))).toBe(p);
  });
});
