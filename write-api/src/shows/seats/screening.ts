import type { DomainEvent, SeatClass } from '@cinema/contracts';

export interface HoldState {
  holdId: string;
  accountId: string;
  /** Seat numbers still held under it (a seat taken over after it expired leaves it). */
  seats: readonly string[];
  expiresAt: string;
  extended: boolean;
}

export interface BookingState {
  bookingId: string;
  accountId: string;
  orderId: string;
  seats: readonly { seatNumber: string; seatType: SeatClass; pricePaise: number }[];
  totalPaise: number;
  bookedAt: string;
  admittedAt: string | null;
}

/**
 * One screening's seats. A seat is booked (`bookedBy`), held (`heldBy`, which may have expired:
 * an expired hold counts as free in every decision even before its release is written), or free.
 */
export interface ScreeningState {
  holds: ReadonlyMap<string, HoldState>;
  heldBy: ReadonlyMap<string, string>;
  bookedBy: ReadonlyMap<string, string>;
  bookings: ReadonlyMap<string, BookingState>;
}

export const initialState = (): ScreeningState => ({
  holds: new Map(),
  heldBy: new Map(),
  bookedBy: new Map(),
  bookings: new Map(),
});

/** The live hold holding a seat at `now`, if any. */
export function liveHoldOf(state: ScreeningState, seatNumber: string, now: Date) {
  const holdId = state.heldBy.get(seatNumber);
  const hold = holdId === undefined ? undefined : state.holds.get(holdId);
  return hold && Date.parse(hold.expiresAt) > now.getTime() ? hold : undefined;
}

/** The live holds of one account (normally at most one). */
export const liveHoldsOf = (state: ScreeningState, accountId: string, now: Date) =>
  [...state.holds.values()].filter(
    (h) => h.accountId === accountId && Date.parse(h.expiresAt) > now.getTime(),
  );

/** Removes seats from whichever holds still list them (a hold closed, or seats taken over). */
function withoutSeats(state: ScreeningState, seats: readonly string[], except?: string) {
  const holds = new Map(state.holds);
  const heldBy = new Map(state.heldBy);
  for (const seat of seats) {
    const owner = heldBy.get(seat);
    if (owner === undefined || owner === except) continue;
    heldBy.delete(seat);
    const hold = holds.get(owner);
    if (!hold) continue;
    const left = hold.seats.filter((s) => s !== seat);
    // A hold left with no seat holds nothing: its expiry or release then finds it gone.
    if (left.length === 0) holds.delete(owner);
    else holds.set(owner, { ...hold, seats: left });
  }
  return { holds, heldBy };
}

function closeHold(state: ScreeningState, holdId: string): ScreeningState {
  const hold = state.holds.get(holdId);
  if (!hold) return state;
  const { holds, heldBy } = withoutSeats(state, hold.seats);
  holds.delete(holdId);
  return { ...state, holds, heldBy };
}

export function evolve(state: ScreeningState, event: DomainEvent): ScreeningState {
  switch (event.type) {
    case 'SeatsHeld': {
      const d = event.data;
      const { holds, heldBy } = withoutSeats(state, d.seats);
      holds.set(d.holdId, {
        holdId: d.holdId,
        accountId: d.accountId,
        seats: d.seats,
        expiresAt: d.expiresAt,
        extended: false,
      });
      for (const seat of d.seats) heldBy.set(seat, d.holdId);
      return { ...state, holds, heldBy };
    }
    case 'HoldExtended': {
      const hold = state.holds.get(event.data.holdId);
      if (!hold) return state;
      const holds = new Map(state.holds).set(hold.holdId, {
        ...hold,
        expiresAt: event.data.expiresAt,
        extended: true,
      });
      return { ...state, holds };
    }
    case 'HoldReleased':
      return closeHold(state, event.data.holdId);
    case 'SeatsBooked': {
      const d = event.data;
      const seats = d.seats.map((s) => s.seatNumber);
      const closed = d.holdId ? closeHold(state, d.holdId) : state;
      const { holds, heldBy } = withoutSeats(closed, seats);
      const bookedBy = new Map(state.bookedBy);
      for (const seat of seats) bookedBy.set(seat, d.bookingId);
      const bookings = new Map(state.bookings).set(d.bookingId, {
        bookingId: d.bookingId,
        accountId: d.accountId,
        orderId: d.orderId,
        seats: d.seats,
        totalPaise: d.totalPaise,
        bookedAt: d.bookedAt,
        admittedAt: null,
      });
      return { holds, heldBy, bookedBy, bookings };
    }
    case 'TicketAdmitted': {
      const booking = state.bookings.get(event.data.bookingId);
      if (!booking) return state;
      const bookings = new Map(state.bookings).set(booking.bookingId, {
        ...booking,
        admittedAt: event.data.admittedAt,
      });
      return { ...state, bookings };
    }
    default:
      return state;
  }
}
