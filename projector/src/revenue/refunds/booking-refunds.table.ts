/**
 * One row per booking refunded because the cinema cancelled its screening (BookingRefunded),
 * never updated: a cinema's refunds are their sum, its net revenue its sales less them.
 */
export interface BookingRefundTable {
  booking_id: string;
  order_id: string;
  /** The cinema the screening id names (`cinemaIdOf`). */
  cinema_id: string;
  amount_paise: number;
  refunded_at: Date;
  /** The Indian calendar day of refunded_at (YYYY-MM-DD). */
  refunded_date: string;
  position: string;
  position_key: string;
}

export interface BookingRefundsDB {
  revenue_booking_refunds: BookingRefundTable;
}
