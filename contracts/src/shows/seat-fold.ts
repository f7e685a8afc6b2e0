import type { EventOf } from '../events/schemas.ts';

/**
 * The one rule of what seat events do to a screening's seats, shared by the screening decider
 * (write side) and the seat-map projection (read side), so the two can never drift apart:
 * - a hold takes its seats over (a booked seat stays booked);
 * - an extension moves the expiry of the seats still held under the hold;
 * - a release frees the seats still held under the hold (seats a later hold took have left it);
 * - a booking sells its seats, then frees whatever else its hold still held.
 * Where the seats live is the board's business: the decider keeps them in its state, the
 * projection in rows it upserts. A board may refuse an event for a seat it already has a later
 * change of (`accepts`): the projection's guard, so an event applied twice changes nothing.
 */
export type SeatEvent = EventOf<'SeatsHeld' | 'HoldExtended' | 'HoldReleased' | 'SeatsBooked'>;

export const SEAT_EVENT_TYPES = ['SeatsHeld', 'HoldExtended', 'HoldReleased', 'SeatsBooked'] as const;

export type SeatChange =
  | { to: 'held'; holdId: string; accountId: string; expiresAt: string }
  | { to: 'extended'; holdId: string; expiresAt: string }
  | { to: 'free'; holdId: string }
  | { to: 'booked'; holdId: string | null; accountId: string; bookingId: string };

export interface SeatBoard {
  /** Whether the seat is sold (other states do not matter to the rules). */
  isBooked(screeningId: string, seat: string): boolean;
  /** The seats still held under the hold. */
  heldUnder(screeningId: string, holdId: string): Iterable<string>;
  /** False when the board already has a later change of this seat than the event being folded. */
  accepts(screeningId: string, seat: string): boolean;
  change(screeningId: string, seat: string, change: SeatChange): void;
}

export function foldSeatEvent(board: SeatBoard, event: SeatEvent): void {
  switch (event.type) {
    case 'SeatsHeld': {
      const { screeningId, holdId, accountId, expiresAt } = event.data;
      for (const seat of new Set(event.data.seats))
        if (board.accepts(screeningId, seat) && !board.isBooked(screeningId, seat))
          board.change(screeningId, seat, { to: 'held', holdId, accountId, expiresAt });
      return;
    }
    case 'HoldExtended': {
      const { screeningId, holdId, expiresAt } = event.data;
      for (const seat of stillHeld(board, screeningId, holdId))
        board.change(screeningId, seat, { to: 'extended', holdId, expiresAt });
      return;
    }
    case 'HoldReleased':
      return free(board, event.data.screeningId, event.data.holdId);
    case 'SeatsBooked': {
      const { screeningId, holdId, accountId, bookingId } = event.data;
      for (const seat of new Set(event.data.seats.map((s) => s.seatNumber)))
        if (board.accepts(screeningId, seat))
          board.change(screeningId, seat, { to: 'booked', holdId, accountId, bookingId });
      if (holdId) free(board, screeningId, holdId);
      return;
    }
  }
}

function free(board: SeatBoard, screeningId: string, holdId: string) {
  for (const seat of stillHeld(board, screeningId, holdId))
    board.change(screeningId, seat, { to: 'free', holdId });
}

/** A copy: changing a seat moves it out of the hold. */
const stillHeld = (board: SeatBoard, screeningId: string, holdId: string) =>
  [...board.heldUnder(screeningId, holdId)].filter((seat) => board.accepts(screeningId, seat));
