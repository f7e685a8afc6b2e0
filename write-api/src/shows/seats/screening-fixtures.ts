// Commands and events of one screening, for the unit specs of the screening decider.
import type { EventOf, SeatLayout } from '@cinema/contracts';
import type { HoldPolicy } from './hold-budget.ts';
import type { AdmitTicket, BookSeats, ExtendHold, HoldSeats, ReleaseHold, ScreeningFacts } from './decide.ts';

export const SCREENING = 'cin1.show1.2026-12-11';
/** `minutes` after 11:30 in India on 10 December 2026. */
export const at = (minutes: number) => new Date(Date.parse('2026-12-10T06:00:00.000Z') + minutes * 60_000);
/** VIP Rs 500 (V1-V2), BALCONY Rs 250 (B1-B4), REGULAR Rs 150 (R1-R6). */
export const layout: SeatLayout = [
  { seatType: 'VIP', count: 2, pricePaise: 50_000 },
  { seatType: 'BALCONY', count: 4, pricePaise: 25_000 },
  { seatType: 'REGULAR', count: 6, pricePaise: 15_000 },
];
export const screening: ScreeningFacts = { layout, startsAt: new Date('2026-12-11T15:30:00.000Z') };
export const HOLD_MS = 8 * 60_000;
export const policy: HoldPolicy = { holdMs: HOLD_MS, extendMs: 4 * 60_000, windowMs: 60 * 60_000 };

export const hold = (over: Partial<HoldSeats> = {}): HoldSeats => ({
  type: 'HoldSeats',
  screeningId: SCREENING,
  holdId: 'h1',
  accountId: 'riya',
  seats: ['V1', 'V2'],
  screening,
  clientKey: undefined,
  policy,
  now: at(0),
  ...over,
});
export const extend = (over: Partial<ExtendHold> = {}): ExtendHold => ({
  type: 'ExtendHold',
  screeningId: SCREENING,
  holdId: 'h1',
  accountId: 'riya',
  clientKey: undefined,
  policy,
  now: at(5),
  ...over,
});
export const release = (over: Partial<ReleaseHold> = {}): ReleaseHold => ({
  type: 'ReleaseHold',
  screeningId: SCREENING,
  holdId: 'h1',
  accountId: 'riya',
  reason: 'released',
  now: at(1),
  ...over,
});
export const book = (over: Partial<BookSeats> = {}): BookSeats => ({
  type: 'BookSeats',
  screeningId: SCREENING,
  bookingId: 'b1',
  orderId: 'o1',
  paymentId: 'p1',
  accountId: 'riya',
  holdId: 'h1',
  seats: ['V1', 'V2'],
  screening,
  now: at(3),
  ...over,
});
export const admit = (over: Partial<AdmitTicket> = {}): AdmitTicket => ({
  type: 'AdmitTicket',
  screeningId: SCREENING,
  bookingId: 'b1',
  adminId: 'admin-1',
  now: at(60),
  ...over,
});

/** The event HoldSeats emits for `command` (no earlier hold of the viewer). */
export const seatsHeld = (command: HoldSeats = hold()): EventOf<'SeatsHeld'> => ({
  type: 'SeatsHeld',
  data: {
    screeningId: SCREENING,
    holdId: command.holdId,
    accountId: command.accountId,
    seats: [...command.seats],
    expiresAt: new Date(command.now.getTime() + command.policy.holdMs).toISOString(),
    heldAt: command.now.toISOString(),
    ...(command.clientKey === undefined ? {} : { clientKey: command.clientKey }),
  },
});
export const released = (
  holdId: string,
  seats: string[],
  reason: EventOf<'HoldReleased'>['data']['reason'],
  now: Date,
): EventOf<'HoldReleased'> => ({
  type: 'HoldReleased',
  data: { screeningId: SCREENING, holdId, seats, reason, releasedAt: now.toISOString() },
});
export const vipBooked = (over: Partial<EventOf<'SeatsBooked'>['data']> = {}): EventOf<'SeatsBooked'> => ({
  type: 'SeatsBooked',
  data: {
    screeningId: SCREENING,
    bookingId: 'b1',
    holdId: 'h1',
    accountId: 'riya',
    orderId: 'o1',
    paymentId: 'p1',
    seats: [
      { seatNumber: 'V1', seatType: 'VIP', pricePaise: 50_000 },
      { seatNumber: 'V2', seatType: 'VIP', pricePaise: 50_000 },
    ],
    totalPaise: 100_000,
    bookedAt: at(3).toISOString(),
    ...over,
  },
});
export const ajaysHold = hold({ holdId: 'h2', accountId: 'ajay', seats: ['V2', 'B1'], now: at(1) });
