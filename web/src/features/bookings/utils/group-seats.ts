import type { Booking } from '@cinema/contracts';
import { SEAT_CLASSES, type SeatClass } from '@cinema/contracts/browser';

/** The ticket lists seat classes from the best down, as the seat page does. */
const TICKET_ORDER: readonly SeatClass[] = [...SEAT_CLASSES].reverse();

export interface SeatGroup {
  seatType: SeatClass;
  /** What people read, as the seat map draws the hall: row letter and place ("D2"). */
  seatNumbers: string[];
  /** The rows of the class's seats, in hall order ("C", "D"). */
  rows: string[];
}

const byNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/**
 * The booked seats by class (VIP, BALCONY, REGULAR), classes without seats left out, in hall order
 * (the stored R2 before R10), each named by its map code (older answers without one: its number).
 */
export function groupSeats(seats: Booking['bookedSeats']): SeatGroup[] {
  return TICKET_ORDER.map((seatType) => {
    const ofType = seats
      .filter((seat) => seat.seatType === seatType)
      .sort((a, b) => byNumber(a.seatNumber, b.seatNumber));
    return {
      seatType,
      seatNumbers: ofType.map((seat) => seat.code ?? seat.seatNumber),
      rows: [...new Set(ofType.flatMap((seat) => (seat.row ? [seat.row] : [])))],
    };
  }).filter((group) => group.seatNumbers.length > 0);
}
