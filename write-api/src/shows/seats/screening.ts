import {
  foldSeatEvent,
  type DomainEvent,
  type EventOf,
  type SeatBoard,
  type SeatClass,
  type SeatEvent,
} from '@cinema/contracts';
import { Map as PersistentMap } from 'immutable';

export interface HoldState {
  holdId: string;
  accountId: string;
  /** Seat numbers still held under it (a seat taken over after it expired leaves it). */
  seats: readonly string[];
  heldAt: string;
  expiresAt: string;
  extended: boolean;
}

/**
 * One stretch of time a seat spent under one hold, kept for a few hours: what the hold budget
 * (hold-budget.ts) counts. `to` is the hold's end (its expiry, or when it was released or booked);
 * `open` means nothing ended it before its expiry, so once `to` has passed it ran out unpaid.
 */
export interface SeatSpan {
  holdId: string;
  accountId: string;
  clientKey: string | undefined;
  from: number;
  to: number;
  end: 'open' | 'expired' | 'released' | 'booked';
}

/** How long spans are kept: longer than any hold budget window the configuration allows. */
export const SPAN_KEEP_MS = 3 * 3_600_000;

export interface BookingState {
  bookingId: string;
  accountId: string;
  orderId: string;
  seats: readonly { seatNumber: string; seatType: SeatClass; pricePaise: number }[];
  totalPaise: number;
  bookedAt: string;
  admittedAt: string | null;
  /** The hold the seats were paid under (null: it had expired and the seats were still free). */
  holdId: string | null;
  /** A counter sale's payment at the counter and the buyer's mail address, if they gave one. */
  counter?: { method: 'cash' | 'upi'; buyerName?: string; buyerEmail?: string };
}

/**
 * One screening's seats. A seat is booked (`bookedBy`), held (`heldBy`, which may have expired:
 * an expired hold counts as free in every decision even before its release is written), or free.
 *
 * The maps are persistent (immutable.js): a state is cached and shared, so an event never changes
 * it in place, and a persistent map's next version shares everything but the entries that changed.
 * Copying whole maps instead cost each hold a copy of four maps of up to a screen's seats.
 */
export interface ScreeningState {
  holds: PersistentMap<string, HoldState>;
  heldBy: PersistentMap<string, string>;
  bookedBy: PersistentMap<string, string>;
  bookings: PersistentMap<string, BookingState>;
  /** Each seat's recent holds, oldest first (see SeatSpan). */
  spans: PersistentMap<string, readonly SeatSpan[]>;
  /** Set once the cinema cancelled this screening: nothing more is held, sold or admitted. */
  cancelled?: { reason: string; cancelledAt: string; cancelledBy: string };
}

export const initialState = (): ScreeningState => ({
  holds: PersistentMap(),
  heldBy: PersistentMap(),
  bookedBy: PersistentMap(),
  bookings: PersistentMap(),
  spans: PersistentMap(),
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

/** The spans of `seats` under `holdId`, changed by `change`; a hold's other seats keep theirs. */
function withSpans(
  spans: ScreeningState['spans'],
  holdId: string,
  seats: readonly string[],
  change: (span: SeatSpan) => SeatSpan,
) {
  return spans.withMutations((next) => {
    for (const seat of seats) {
      const list = next.get(seat);
      if (list)
        next.set(
          seat,
          list.map((span) => (span.holdId === holdId ? change(span) : span)),
        );
    }
  });
}

/** Opens a span per seat for a new hold, dropping spans too old to count any more. */
function openSpans(spans: ScreeningState['spans'], d: EventOf<'SeatsHeld'>['data']) {
  const from = Date.parse(d.heldAt);
  const span: SeatSpan = {
    holdId: d.holdId,
    accountId: d.accountId,
    clientKey: d.clientKey,
    from,
    to: Date.parse(d.expiresAt),
    end: 'open',
  };
  return spans.withMutations((next) => {
    for (const seat of d.seats) {
      const kept = (next.get(seat) ?? []).filter((s) => s.to > from - SPAN_KEEP_MS);
      next.set(seat, [...kept, span]);
    }
  });
}

const releasedSpan =
  (at: number, reason: string) =>
  (span: SeatSpan): SeatSpan =>
    span.end !== 'open'
      ? span
      : reason === 'expired'
        ? { ...span, end: 'expired' }
        : { ...span, to: Math.min(span.to, at), end: reason === 'booked' ? 'booked' : 'released' };

export function evolve(state: ScreeningState, event: DomainEvent): ScreeningState {
  switch (event.type) {
    case 'SeatsHeld': {
      const d = event.data;
      const hold: HoldState = {
        holdId: d.holdId,
        accountId: d.accountId,
        seats: [],
        heldAt: d.heldAt,
        expiresAt: d.expiresAt,
        extended: false,
      };
      return { ...state, ...foldSeats(state, event, hold), spans: openSpans(state.spans, d) };
    }
    case 'HoldExtended': {
      const d = event.data;
      const seats = state.holds.get(d.holdId)?.seats ?? [];
      const to = Date.parse(d.expiresAt);
      const spans = withSpans(state.spans, d.holdId, seats, (span) => ({ ...span, to }));
      return { ...state, ...foldSeats(state, event), spans };
    }
    case 'HoldReleased': {
      const d = event.data;
      const spans = withSpans(
        state.spans,
        d.holdId,
        d.seats,
        releasedSpan(Date.parse(d.releasedAt), d.reason),
      );
      return { ...state, ...foldSeats(state, event), spans };
    }
    case 'SeatsBooked': {
      const d = event.data;
      const heldSeats = d.holdId ? (state.holds.get(d.holdId)?.seats ?? []) : [];
      const spans = d.holdId
        ? withSpans(state.spans, d.holdId, heldSeats, releasedSpan(Date.parse(d.bookedAt), 'booked'))
        : state.spans;
      const bookings = state.bookings.set(d.bookingId, {
        bookingId: d.bookingId,
        accountId: d.accountId,
        orderId: d.orderId,
        seats: d.seats,
        totalPaise: d.totalPaise,
        bookedAt: d.bookedAt,
        admittedAt: null,
        holdId: d.holdId,
        ...(d.counter
          ? {
              counter: {
                method: d.counter.method,
                ...(d.counter.buyerName ? { buyerName: d.counter.buyerName } : {}),
                ...(d.counter.buyerEmail ? { buyerEmail: d.counter.buyerEmail } : {}),
              },
            }
          : {}),
      });
      return { ...state, ...foldSeats(state, event), bookings, spans };
    }
    case 'ScreeningCancelled': {
      const { reason, cancelledAt, cancelledBy } = event.data;
      return { ...state, cancelled: { reason, cancelledAt, cancelledBy } };
    }
    case 'TicketAdmitted': {
      const booking = state.bookings.get(event.data.bookingId);
      if (!booking) return state;
      const bookings = state.bookings.set(booking.bookingId, {
        ...booking,
        admittedAt: event.data.admittedAt,
      });
      return { ...state, bookings };
    }
    default:
      return state;
  }
}

/**
 * The seats after a seat event, by the shared rule (`foldSeatEvent`): this state is the board.
 * The maps change as transient copies (the state itself is cached and shared). A hold left with no
 * seat holds nothing: its expiry or release then finds it gone.
 */
function foldSeats(state: ScreeningState, event: SeatEvent, newHold?: HoldState) {
  const holds = state.holds.asMutable();
  const heldBy = state.heldBy.asMutable();
  const bookedBy = state.bookedBy.asMutable();
  if (newHold) holds.set(newHold.holdId, newHold);
  const leave = (seat: string) => {
    const owner = heldBy.get(seat);
    if (owner === undefined) return;
    heldBy.delete(seat);
    const hold = holds.get(owner);
    if (!hold) return;
    const left = hold.seats.filter((s) => s !== seat);
    if (left.length === 0) holds.delete(owner);
    else holds.set(owner, { ...hold, seats: left });
  };
  const board: SeatBoard = {
    isBooked: (_, seat) => bookedBy.has(seat),
    heldUnder: (_, holdId) => holds.get(holdId)?.seats ?? [],
    accepts: () => true,
    change(_, seat, change) {
      if (change.to === 'extended') {
        const hold = holds.get(change.holdId);
        if (hold) holds.set(hold.holdId, { ...hold, expiresAt: change.expiresAt, extended: true });
        return;
      }
      leave(seat);
      if (change.to === 'booked') bookedBy.set(seat, change.bookingId);
      if (change.to !== 'held') return;
      heldBy.set(seat, change.holdId);
      const hold = holds.get(change.holdId);
      if (hold) holds.set(hold.holdId, { ...hold, seats: [...hold.seats, seat] });
    },
  };
  foldSeatEvent(board, event);
  if (newHold && holds.get(newHold.holdId)?.seats.length === 0) holds.delete(newHold.holdId);
  return { holds: holds.asImmutable(), heldBy: heldBy.asImmutable(), bookedBy: bookedBy.asImmutable() };
}
