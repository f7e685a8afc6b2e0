import type { EventData } from '@cinema/contracts';
import type { Json } from '../../catalog/movies/movies.table.ts';

export type BookedSeatRow = EventData<'SeatsBooked'>['seats'][number];

/** A viewer's booking as SeatsBooked made it, admitted once at the door (TicketAdmitted). */
export interface BookingTable {
  booking_id: string;
  screening_id: string;
  account_id: string;
  hold_id: string | null;
  order_id: string;
  payment_id: string;
  /** jsonb: seat number, class and price (paise) of each seat. */
  seats: Json<BookedSeatRow[]>;
  total_paise: number;
  booked_at: Date;
  admitted_at: Date | null;
  admitted_by: string | null;
  position: string;
  position_key: string;
}

export interface BookingsDB {
  bookings: BookingTable;
}
