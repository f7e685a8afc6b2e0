import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@cinema/contracts';
import type { CancelScreening } from './cancel-screening.ts';
import {
  ScreeningCancelledError,
  ScreeningNotFoundError,
  ScreeningStartedError,
  TicketCancelledError,
} from './errors.ts';
import { screeningDecider } from './screening-decider.ts';
import type { ScreeningCommand } from './decide.ts';
import {
  SCREENING,
  admit,
  at,
  book,
  extend,
  hold,
  released,
  screening,
  seatsHeld,
  vipBooked,
} from './screening-fixtures.ts';

const given = (events: DomainEvent[]) =>
  events.reduce(screeningDecider.evolve, screeningDecider.initialState());
const decide = (command: ScreeningCommand, history: DomainEvent[]) =>
  screeningDecider.decide(command, given(history));

const cancel = (over: Partial<CancelScreening> = {}): CancelScreening => ({
  type: 'CancelScreening',
  screeningId: SCREENING,
  reason: 'Power cut',
  cancelledBy: 'admin-1',
  screening,
  decidedAt: at(10),
  now: at(10),
  ...over,
});
const cancelled = (
  bookings: { bookingId: string; orderId: string; accountId: string; totalPaise: number }[],
) => ({
  type: 'ScreeningCancelled' as const,
  data: {
    screeningId: SCREENING,
    reason: 'Power cut',
    cancelledBy: 'admin-1',
    cancelledAt: at(10).toISOString(),
    bookings,
  },
});

describe('CancelScreening', () => {
  it('releases every hold, then cancels with each booking to refund', () => {
    // Riya's hold became her booking; Ajay still holds B1.
    const ajay = hold({ holdId: 'h2', accountId: 'ajay', seats: ['B1'], now: at(4) });
    expect(decide(cancel(), [seatsHeld(), vipBooked(), seatsHeld(ajay)])).toEqual([
      released('h2', ['B1'], 'cancelled', at(10)),
      cancelled([{ bookingId: 'b1', orderId: 'o1', accountId: 'riya', totalPaise: 100_000 }]),
    ]);
  });

  it('cancels a screening with nothing sold', () => {
    expect(decide(cancel(), [])).toEqual([cancelled([])]);
  });

  it('changes nothing the second time', () => {
    expect(decide(cancel({ reason: 'Again' }), [cancelled([])])).toEqual([]);
  });

  it('refuses a screening that had begun when it was decided, even if carried out later', () => {
    const begun = new Date(screening.startsAt.getTime() + 60_000);
    expect(() => decide(cancel({ decidedAt: begun, now: begun }), [])).toThrow(ScreeningStartedError);
    const late = new Date(screening.startsAt.getTime() + 3_600_000);
    expect(decide(cancel({ now: late }), [])).toHaveLength(1);
  });

  it('refuses a screening that does not exist', () => {
    expect(() => decide(cancel({ screening: null }), [])).toThrow(ScreeningNotFoundError);
  });
});

describe('a cancelled screening', () => {
  const history = () => [seatsHeld(), vipBooked(), cancelled([])];

  it.each([
    ['a new hold', hold({ holdId: 'h3', accountId: 'ajay', seats: ['B2'], now: at(11) })],
    ['an extension', extend({ now: at(11) })],
    ['a new booking', book({ bookingId: 'b2', orderId: 'o2', holdId: 'h9', seats: ['B3'], now: at(11) })],
  ])('refuses %s with the reason', (_, command) => {
    expect(() => decide(command, history())).toThrow(ScreeningCancelledError);
    try {
      decide(command, history());
    } catch (error) {
      expect((error as Error).message).toContain('Power cut');
    }
  });

  it('still answers a booking made before it was cancelled (a repeated settlement)', () => {
    expect(decide(book(), history())).toEqual([]);
  });

  it('refuses its tickets at the door with the reason', () => {
    expect(() => decide(admit(), history())).toThrow(TicketCancelledError);
  });
});
