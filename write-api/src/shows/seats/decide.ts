import { seatInLayout, type EventOf, type SeatClass, type SeatLayout } from '@cinema/contracts';
import {
  HoldAlreadyExtendedError,
  HoldExpiredError,
  HoldNotFoundError,
  NotYourHoldError,
  ScreeningNotFoundError,
  ScreeningStartedError,
  SeatsUnavailableError,
  SeatUnknownError,
  TicketCancelledError,
  TicketInvalidError,
  TicketUsedError,
} from './errors.ts';
import { extensionLeft, holdDuration, NoMoreHoldTimeError, type HoldPolicy } from './hold-budget.ts';
import { liveHoldOf, liveHoldsOf, type ScreeningState } from './screening.ts';
import type { CancelScreening } from './cancel-screening.ts';

/** What the cinema stream says of a screening (looked up by the caller; null: no such screening). */
export interface ScreeningFacts {
  layout: SeatLayout;
  startsAt: Date;
}

export interface HoldSeats {
  type: 'HoldSeats';
  screeningId: string;
  holdId: string;
  accountId: string;
  seats: readonly string[];
  screening: ScreeningFacts | null;
  /** A keyed hash of the client's network (holds from one network share each seat's budget). */
  clientKey: string | undefined;
  policy: HoldPolicy;
  now: Date;
}

export interface ExtendHold {
  type: 'ExtendHold';
  screeningId: string;
  holdId: string;
  accountId: string;
  clientKey: string | undefined;
  policy: HoldPolicy;
  now: Date;
}

export interface ReleaseHold {
  type: 'ReleaseHold';
  screeningId: string;
  holdId: string;
  /** The viewer giving seats back; null when the system releases (timer, failed payment). */
  accountId: string | null;
  reason: EventOf<'HoldReleased'>['data']['reason'];
  now: Date;
}

/** The screening's expiry timer is due: every hold whose time is up by `now` is given back. */
export interface ReleaseExpiredHolds {
  type: 'ReleaseExpiredHolds';
  screeningId: string;
  now: Date;
}

export interface BookSeats {
  type: 'BookSeats';
  screeningId: string;
  bookingId: string;
  orderId: string;
  paymentId: string;
  accountId: string;
  holdId: string;
  seats: readonly string[];
  screening: ScreeningFacts | null;
  now: Date;
}

export interface AdmitTicket {
  type: 'AdmitTicket';
  screeningId: string;
  bookingId: string;
  adminId: string;
  now: Date;
}

export type ScreeningCommand =
  HoldSeats | ExtendHold | ReleaseHold | ReleaseExpiredHolds | BookSeats | AdmitTicket | CancelScreening;

type Priced = { seatNumber: string; seatType: SeatClass; pricePaise: number };

/** The seats of the layout named by `seats`; throws when one is not in it. */
export function pricedSeats(layout: SeatLayout, seats: readonly string[]): Priced[] {
  const found = seats.map((s) => seatInLayout(layout, s));
  const unknown = seats.filter((_, i) => found[i] === null);
  if (unknown.length > 0) throw new SeatUnknownError(unknown);
  return found as Priced[];
}

/** Seats booked by anyone, or held by a live hold other than `exceptHold` (or one of `exceptAccount`'s). */
function takenSeats(
  state: ScreeningState,
  seats: readonly string[],
  now: Date,
  except: { holdId?: string; accountId?: string },
) {
  return seats.filter((seat) => {
    if (state.bookedBy.has(seat)) return true;
    const hold = liveHoldOf(state, seat, now);
    return hold !== undefined && hold.holdId !== except.holdId && hold.accountId !== except.accountId;
  });
}

/**
 * Holds seats for a viewer. Seats the viewer already holds count as theirs; the viewer's earlier
 * hold on this screening is replaced (released first), so one viewer holds one set at a time.
 * The hold lasts the configured time, cut to what is left of the seats' hold budget.
 */
export function holdSeats(command: HoldSeats, state: ScreeningState) {
  if (!command.screening) throw new ScreeningNotFoundError(command.screeningId);
  if (command.now >= command.screening.startsAt) throw new ScreeningStartedError(command.screeningId);
  pricedSeats(command.screening.layout, command.seats);
  const taken = takenSeats(state, command.seats, command.now, { accountId: command.accountId });
  if (taken.length > 0) throw new SeatsUnavailableError(taken);
  const who = { accountId: command.accountId, clientKey: command.clientKey };
  const duration = holdDuration(state, command.seats, who, command.now.getTime(), command.policy);
  const at = command.now.toISOString();
  const replaced: EventOf<'HoldReleased'>[] = liveHoldsOf(state, command.accountId, command.now).map((h) => ({
    type: 'HoldReleased',
    data: {
      screeningId: command.screeningId,
      holdId: h.holdId,
      seats: [...h.seats],
      reason: 'replaced',
      releasedAt: at,
    },
  }));
  const held: EventOf<'SeatsHeld'> = {
    type: 'SeatsHeld',
    data: {
      screeningId: command.screeningId,
      holdId: command.holdId,
      accountId: command.accountId,
      seats: [...command.seats],
      expiresAt: new Date(command.now.getTime() + duration).toISOString(),
      heldAt: at,
      ...(command.clientKey === undefined ? {} : { clientKey: command.clientKey }),
    },
  };
  return [...replaced, held];
}

function ownHold(state: ScreeningState, holdId: string, accountId: string) {
  const hold = state.holds.get(holdId);
  if (!hold) throw new HoldNotFoundError(holdId);
  if (hold.accountId !== accountId) throw new NotYourHoldError(holdId);
  return hold;
}

/** The hold's one extension, while it is still live and its seats' budget allows. */
export function extendHold(command: ExtendHold, state: ScreeningState): EventOf<'HoldExtended'>[] {
  const hold = ownHold(state, command.holdId, command.accountId);
  if (Date.parse(hold.expiresAt) <= command.now.getTime()) throw new HoldExpiredError(hold.holdId);
  if (hold.extended) throw new HoldAlreadyExtendedError(hold.holdId);
  const who = { accountId: command.accountId, clientKey: command.clientKey };
  const extra = extensionLeft(state, hold.holdId, who, command.now.getTime(), command.policy);
  if (extra === 0) throw new NoMoreHoldTimeError(hold.holdId);
  return [
    {
      type: 'HoldExtended',
      data: {
        screeningId: command.screeningId,
        holdId: hold.holdId,
        expiresAt: new Date(Date.parse(hold.expiresAt) + extra).toISOString(),
        extendedAt: command.now.toISOString(),
      },
    },
  ];
}

/**
 * Releases a hold. Releasing one that is gone already changes nothing (timers and retries repeat);
 * an expiry that finds the hold extended meanwhile changes nothing either (its new timer will come).
 */
export function releaseHold(command: ReleaseHold, state: ScreeningState): EventOf<'HoldReleased'>[] {
  const hold = state.holds.get(command.holdId);
  if (!hold) return [];
  if (command.accountId !== null && hold.accountId !== command.accountId)
    throw new NotYourHoldError(hold.holdId);
  if (command.reason === 'expired' && Date.parse(hold.expiresAt) > command.now.getTime()) return [];
  return [
    {
      type: 'HoldReleased',
      data: {
        screeningId: command.screeningId,
        holdId: hold.holdId,
        seats: [...hold.seats],
        reason: command.reason,
        releasedAt: command.now.toISOString(),
      },
    },
  ];
}

/**
 * Releases every hold of the screening whose time is up: one timer serves all the holds that expire
 * around the same moment. Holds extended, booked or released meanwhile are not in `state.holds` as
 * expired, so a timer that comes late or twice changes nothing.
 */
export function releaseExpiredHolds(
  command: ReleaseExpiredHolds,
  state: ScreeningState,
): EventOf<'HoldReleased'>[] {
  const now = command.now.getTime();
  return [...state.holds.values()]
    .filter((hold) => Date.parse(hold.expiresAt) <= now)
    .map((hold) => ({
      type: 'HoldReleased',
      data: {
        screeningId: command.screeningId,
        holdId: hold.holdId,
        seats: [...hold.seats],
        reason: 'expired',
        releasedAt: command.now.toISOString(),
      },
    }));
}

/**
 * Books paid seats, once per booking id. The seats must be this hold's or free: a payment that
 * arrives after its hold expired still books them when nobody took them meanwhile; otherwise
 * SeatsUnavailableError (the payment is then refunded). Prices come from the screening's layout.
 */
export function bookSeats(command: BookSeats, state: ScreeningState): EventOf<'SeatsBooked'>[] {
  if (state.bookings.has(command.bookingId)) return [];
  if (!command.screening) throw new ScreeningNotFoundError(command.screeningId);
  const priced = pricedSeats(command.screening.layout, command.seats);
  // The payer's own newer hold on these seats does not stand in their way.
  const taken = takenSeats(state, command.seats, command.now, {
    holdId: command.holdId,
    accountId: command.accountId,
  });
  if (taken.length > 0) throw new SeatsUnavailableError(taken);
  const hold = state.holds.get(command.holdId);
  return [
    {
      type: 'SeatsBooked',
      data: {
        screeningId: command.screeningId,
        bookingId: command.bookingId,
        holdId: hold && hold.accountId === command.accountId ? hold.holdId : null,
        accountId: command.accountId,
        orderId: command.orderId,
        paymentId: command.paymentId,
        seats: priced,
        totalPaise: priced.reduce((sum, s) => sum + s.pricePaise, 0),
        bookedAt: command.now.toISOString(),
      },
    },
  ];
}

/** Marks a ticket used at the door, once. Whether the admin runs this cinema is the caller's check. */
export function admitTicket(command: AdmitTicket, state: ScreeningState): EventOf<'TicketAdmitted'>[] {
  const booking = state.bookings.get(command.bookingId);
  if (!booking) throw new TicketInvalidError(command.bookingId);
  if (state.cancelled) throw new TicketCancelledError(booking.bookingId, state.cancelled.reason);
  if (booking.admittedAt) throw new TicketUsedError(booking.bookingId, booking.admittedAt);
  return [
    {
      type: 'TicketAdmitted',
      data: {
        screeningId: command.screeningId,
        bookingId: booking.bookingId,
        admittedBy: command.adminId,
        admittedAt: command.now.toISOString(),
      },
    },
  ];
}
