import type { Booking } from '@cinema/contracts';
import { SEAT_CLASSES, type SeatClass } from '@cinema/contracts/browser';

/** The ticket lists seat classes from the best down, as the seat page does. */
const TICKET_ORDER: readonly SeatClass[] = [...SEAT_CLASSES].reverse();

export interface SeatGroup {
  seatType: SeatClass;
  seatNumbers: string[];
}

const byNumber = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

/** The booked seats by class (VIP, BALCONY, REGULAR), classes without seats left out, R2 before R10. */
export function groupSeats(seats: Booking['bookedSeats']): SeatGroup[] {
  return TICKET_ORDER.map((seatType) => ({
    seatType,
    seatNumbers: seats
      .filter((seat) => seat.seatType === seatType)
      .map((seat) => seat.seatNumber)
      .sort(byNumber),
  })).filter((group) => group.seatNumbers.length > 0);
}
