import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@cinema/contracts';
import {
  HoldAlreadyExtendedError,
  HoldExpiredError,
  HoldNotFoundError,
  NotYourHoldError,
  ScreeningNotFoundError,
  ScreeningStartedError,
  SeatsUnavailableError,
  SeatUnknownError,
  TicketInvalidError,
  TicketUsedError,
} from './errors.ts';
import { screeningDecider } from './screening-decider.ts';
import {
  SCREENING,
  at,
  screening,
  hold,
  extend,
  release,
  book,
  admit,
  seatsHeld,
  released,
  vipBooked,
  ajaysHold,
} from './screening-fixtures.ts';

const given = (events: DomainEvent[]) =>
  events.reduce(screeningDecider.evolve, screeningDecider.initialState());
const decide = (command: Parameters<typeof screeningDecider.decide>[0], history: DomainEvent[]) =>
  screeningDecider.decide(command, given(history));
/** What the decision throws (failing the test when it throws nothing). */
const refusal = (command: Parameters<typeof screeningDecider.decide>[0], history: DomainEvent[]) => {
  try {
    decide(command, history);
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};

describe('HoldSeats', () => {
  it('holds free seats until the hold time has passed', () => {
    expect(decide(hold(), [])).toEqual([seatsHeld()]);
    expect(seatsHeld().data.expiresAt).toBe(at(8).toISOString());
  });

  it('refuses seats someone else holds or bought, naming exactly those seats', () => {
    const byHold = refusal(ajaysHold, [seatsHeld()]);
    expect(byHold).toBeInstanceOf(SeatsUnavailableError);
    expect((byHold as SeatsUnavailableError).seats).toEqual(['V2']);
    const byBooking = refusal(hold({ holdId: 'h2', accountId: 'ajay', seats: ['B1', 'V1'] }), [
      seatsHeld(),
      vipBooked(),
    ]);
    expect((byBooking as SeatsUnavailableError).seats).toEqual(['V1']);
  });

  it('counts an expired hold as free for someone else, before its release is written', () => {
    const late = hold({ holdId: 'h2', accountId: 'ajay', seats: ['V2', 'B1'], now: at(8) });
    expect(decide(late, [seatsHeld()])).toEqual([seatsHeld(late)]);
  });

  it('replaces the viewer’s own live hold: releases it first, then holds the new seats', () => {
    const again = hold({ holdId: 'h2', seats: ['V2', 'B1'], now: at(2) });
    expect(decide(again, [seatsHeld()])).toEqual([
      released('h1', ['V1', 'V2'], 'replaced', at(2)),
      seatsHeld(again),
    ]);
  });

  it('refuses a seat the screen does not have, and a screening that does not exist', () => {
    const unknown = refusal(hold({ seats: ['V1', 'V3'] }), []);
    expect(unknown).toBeInstanceOf(SeatUnknownError);
    expect((unknown as SeatUnknownError).seats).toEqual(['V3']);
    expect(refusal(hold({ screening: null }), [])).toBeInstanceOf(ScreeningNotFoundError);
  });

  it('refuses once the screening has started', () => {
    expect(refusal(hold({ now: screening.startsAt }), [])).toBeInstanceOf(ScreeningStartedError);
  });
});

describe('ExtendHold', () => {
  it('extends a live hold once, from its current expiry', () => {
    expect(decide(extend(), [seatsHeld()])).toEqual([
      {
        type: 'HoldExtended',
        data: {
          screeningId: SCREENING,
          holdId: 'h1',
          expiresAt: at(12).toISOString(),
          extendedAt: at(5).toISOString(),
        },
      },
    ]);
    const extended = [seatsHeld(), ...decide(extend(), [seatsHeld()])];
    expect(refusal(extend({ now: at(6) }), extended)).toBeInstanceOf(HoldAlreadyExtendedError);
  });

  it('refuses a hold that has expired, one that is gone, and someone else’s', () => {
    expect(refusal(extend({ now: at(8) }), [seatsHeld()])).toBeInstanceOf(HoldExpiredError);
    expect(refusal(extend(), [])).toBeInstanceOf(HoldNotFoundError);
    expect(refusal(extend({ accountId: 'ajay' }), [seatsHeld()])).toBeInstanceOf(NotYourHoldError);
  });
});

describe('ReleaseHold', () => {
  it('gives the viewer’s seats back, and a second release changes nothing', () => {
    const first = decide(release(), [seatsHeld()]);
    expect(first).toEqual([released('h1', ['V1', 'V2'], 'released', at(1))]);
    expect(decide(release({ now: at(2) }), [seatsHeld(), ...first])).toEqual([]);
    expect(
      decide(hold({ holdId: 'h2', accountId: 'ajay', now: at(2) }), [seatsHeld(), ...first]),
    ).toHaveLength(1);
  });

  it('refuses to release someone else’s hold', () => {
    expect(refusal(release({ accountId: 'ajay' }), [seatsHeld()])).toBeInstanceOf(NotYourHoldError);
  });

  it('expires a hold when its time is up, but not one extended meanwhile', () => {
    const expire = release({ accountId: null, reason: 'expired', now: at(8) });
    expect(decide(expire, [seatsHeld()])).toEqual([released('h1', ['V1', 'V2'], 'expired', at(8))]);
    const extended = [seatsHeld(), ...decide(extend(), [seatsHeld()])];
    expect(decide(expire, extended)).toEqual([]);
    expect(decide({ ...expire, now: at(12) }, extended)).toHaveLength(1);
  });

  it('expires only the seats still held: those taken over after expiry stay with their new holder', () => {
    const late = hold({ holdId: 'h2', accountId: 'ajay', seats: ['V2'], now: at(9) });
    const expire = release({ accountId: null, reason: 'expired', now: at(10) });
    expect(decide(expire, [seatsHeld(), seatsHeld(late)])).toEqual([
      released('h1', ['V1'], 'expired', at(10)),
    ]);
  });
});

describe('ReleaseExpiredHolds', () => {
  const expireAll = (now: Date) => ({ type: 'ReleaseExpiredHolds' as const, screeningId: SCREENING, now });
  const later = hold({ holdId: 'h2', accountId: 'ajay', seats: ['B1'], now: at(1) });
  const third = hold({ holdId: 'h3', accountId: 'meera', seats: ['R1'], now: at(3) });

  it('releases every hold whose time is up at once, and leaves the rest held', () => {
    const history = [seatsHeld(), seatsHeld(later), seatsHeld(third)];
    const first = decide(expireAll(at(9)), history);
    expect(first).toEqual([
      released('h1', ['V1', 'V2'], 'expired', at(9)),
      released('h2', ['B1'], 'expired', at(9)),
    ]);
    // A timer that comes again finds those gone; the third hold goes when its own time is up.
    expect(decide(expireAll(at(10)), [...history, ...first])).toEqual([]);
    expect(decide(expireAll(at(11)), [...history, ...first])).toEqual([
      released('h3', ['R1'], 'expired', at(11)),
    ]);
  });

  it('changes nothing for holds extended, booked or released meanwhile', () => {
    const extended = [seatsHeld(), ...decide(extend(), [seatsHeld()])];
    expect(decide(expireAll(at(9)), extended)).toEqual([]);
    expect(decide(expireAll(at(9)), [seatsHeld(), vipBooked()])).toEqual([]);
    const given = [seatsHeld(), released('h1', ['V1', 'V2'], 'released', at(1))];
    expect(decide(expireAll(at(9)), given)).toEqual([]);
  });
});

describe('BookSeats', () => {
  it('books the seats of a live hold at the layout’s prices', () => {
    expect(decide(book(), [seatsHeld()])).toEqual([vipBooked()]);
  });

  it('books seats of an expired hold when nobody took them meanwhile', () => {
    expect(decide(book({ now: at(20) }), [seatsHeld()])).toEqual([
      vipBooked({ bookedAt: at(20).toISOString() }),
    ]);
    const gone = [seatsHeld(), released('h1', ['V1', 'V2'], 'expired', at(8))];
    expect(decide(book({ now: at(20) }), gone)).toEqual([
      vipBooked({ holdId: null, bookedAt: at(20).toISOString() }),
    ]);
  });

  it('refuses seats of an expired hold that someone else holds now', () => {
    const late = hold({ holdId: 'h2', accountId: 'ajay', seats: ['V2'], now: at(9) });
    const refused = refusal(book({ now: at(10) }), [seatsHeld(), seatsHeld(late)]);
    expect(refused).toBeInstanceOf(SeatsUnavailableError);
    expect((refused as SeatsUnavailableError).seats).toEqual(['V2']);
  });

  it('books seats the payer has held again meanwhile: their own newer hold is no obstacle', () => {
    const again = hold({ holdId: 'h2', now: at(2) });
    const history = [seatsHeld(), ...decide(again, [seatsHeld()])];
    const booked = decide(book(), history);
    expect(booked).toEqual([vipBooked({ holdId: null })]);
    // The newer hold is left with no seat: its release or expiry finds nothing to do.
    expect(given([...history, ...booked]).holds.size).toBe(0);
  });

  it('books once per booking id: a second delivery emits nothing', () => {
    expect(decide(book({ now: at(4) }), [seatsHeld(), vipBooked()])).toEqual([]);
  });

  it('leaves booked seats booked: nobody can hold them afterwards', () => {
    const after = [seatsHeld(), vipBooked()];
    expect(refusal(hold({ holdId: 'h2', accountId: 'ajay', now: at(30) }), after)).toBeInstanceOf(
      SeatsUnavailableError,
    );
  });
});

describe('AdmitTicket', () => {
  it('admits a booked ticket once', () => {
    const booked = [seatsHeld(), vipBooked()];
    const admitted = decide(admit(), booked);
    expect(admitted).toEqual([
      {
        type: 'TicketAdmitted',
        data: {
          screeningId: SCREENING,
          bookingId: 'b1',
          admittedBy: 'admin-1',
          admittedAt: at(60).toISOString(),
        },
      },
    ]);
    expect(refusal(admit({ now: at(61) }), [...booked, ...admitted])).toBeInstanceOf(TicketUsedError);
  });

  it('refuses a booking this screening does not have', () => {
    expect(refusal(admit({ bookingId: 'b9' }), [seatsHeld()])).toBeInstanceOf(TicketInvalidError);
  });
});

describe('the folded state', () => {
  // The command handler caches states and decides a batch on them: a batch that is then refused
  // by the store must leave the cached state as it was.
  it('is never changed by a later event: each event makes a new state', () => {
    const before = given([seatsHeld()]);
    const heldSeats = [...before.heldBy.keys()];
    const after = screeningDecider.evolve(
      before,
      released(seatsHeld().data.holdId, heldSeats, 'released', at(2)),
    );
    expect(after.heldBy.size).toBe(0);
    expect([...before.heldBy.keys()]).toEqual(heldSeats);
    expect(before.holds.get(seatsHeld().data.holdId)?.seats).toEqual(heldSeats);
    expect(before.spans.get(heldSeats[0]!)?.[0]?.end).toBe('open');
    expect(after.spans.get(heldSeats[0]!)?.[0]?.end).toBe('released');
  });
});
