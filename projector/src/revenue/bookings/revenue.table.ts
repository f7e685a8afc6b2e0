import type { ColumnType } from 'kysely';

/**
 * One row per confirmed booking (SeatsBooked), never updated: revenue is their sum, read per
 * cinema, city (the cinema's) and admin (the cinema's) by joining the cinemas read model, so
 * applying an event twice adds nothing (the booking id is the key).
 */
export interface RevenueBookingTable {
  booking_id: string;
  order_id: string;
  screening_id: string;
  /** The cinema the screening id names (`cinemaIdOf`). */
  cinema_id: string;
  account_id: string;
  amount_paise: number;
  seats: number;
  booked_at: Date;
  /** The Indian calendar day of booked_at (YYYY-MM-DD): the daily series groups by it. */
  booked_date: string;
  /** 'online' (the gateway) or 'counter' (sold at the cinema, cash or UPI). */
  channel: ColumnType<'online' | 'counter', 'online' | 'counter' | undefined, never>;
  position: string;
  position_key: string;
}

/**
 * Payment orders whose money went back (settled as a refund, or refunded): a booking of such an
 * order never counts, whichever of the two events came first.
 */
export interface RevenueRefundTable {
  order_id: string;
  refunded_at: Date;
  position: string;
  position_key: string;
}

export interface RevenueDB {
  revenue_bookings: RevenueBookingTable;
  revenue_refunds: RevenueRefundTable;
}
