/**
 * held: under a hold (free again once `expires_at` has passed, even before its release arrives);
 * booked: sold; free: released. A released seat keeps its row (and position) so that an older
 * event applied again can never bring its hold back.
 */
export type SeatRowStatus = 'held' | 'booked' | 'free';

/** One seat of one screening that a hold or a booking ever touched; other seats are Available. */
export interface ScreeningSeatTable {
  screening_id: string;
  /** V1, B3, R12. */
  seat_number: string;
  status: SeatRowStatus;
  hold_id: string | null;
  account_id: string | null;
  expires_at: Date | null;
  /** The hold's one extension was used. */
  extended: boolean;
  booking_id: string | null;
  position: string;
  /** Every change is guarded by it, so an older event never overwrites a newer one. */
  position_key: string;
}

export interface SeatsDB {
  screening_seats: ScreeningSeatTable;
}
