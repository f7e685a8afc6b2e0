import type { EventData } from '@cinema/contracts';
import type { ColumnType } from 'kysely';
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
  /** 'online', or 'counter' with how it was paid and the walk-in buyer's name and phone (if given). */
  channel: ColumnType<'online' | 'counter', 'online' | 'counter' | undefined, never>;
  payment_method: 'cash' | 'upi' | null;
  buyer_name: string | null;
  buyer_phone: string | null;
  /** Its screening was cancelled (when, why), and the refund that went back (paise, id, when). */
  cancelled_at: ColumnType<Date | null, never, Date | null>;
  cancel_reason: ColumnType<string | null, never, string | null>;
  refund_paise: ColumnType<number | null, never, number | null>;
  refund_id: ColumnType<string | null, never, string | null>;
  refunded_at: ColumnType<Date | null, never, Date | null>;
  position: string;
  position_key: string;
}

export interface BookingsDB {
  bookings: BookingTable;
}
