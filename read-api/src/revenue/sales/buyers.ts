import { paiseToRupees, seatCode, seatPlaces, type Buyer, type SeatLayout } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';
import { countedBookingsOf, statusOf } from './counted-bookings.ts';

/** The spec's booking ID as the ticket prints it: the id's characters 2 to 10, upper case. */
export const bookingCodeOf = (bookingId: string) => bookingId.slice(2, 10).toUpperCase();

/** Where a booking was sold: online, or at the cinema's counter. */
export const channelOf = (booking: { channel: Buyer['channel'] }): Buyer['channel'] => booking.channel;

interface BuyerColumns {
  channel: Buyer['channel'];
  buyer_name: string | null;
  buyer_phone: string | null;
  user_name: string | null;
  email: string | null;
  contact_number: string | null;
}

/**
 * Who bought: the account online; at the counter the walk-in buyer (name and phone if they gave
 * them), never the cashier whose account sold it.
 */
export const buyerOf = (r: BuyerColumns) =>
  r.channel === 'counter'
    ? { name: r.buyer_name ?? 'Walk-in', email: '', contactNumber: r.buyer_phone ?? '' }
    : { name: r.user_name ?? '', email: r.email ?? '', contactNumber: r.contact_number ?? '' };

/**
 * A screening's buyers, in the order they booked, with what the door and the ticket show, and
 * each one's refund if the cinema cancelled the screening (the refunds the revenue pages count).
 */
export async function buyersOf(
  db: Kysely<ReadDatabase>,
  screeningId: string,
  layout: SeatLayout,
): Promise<Buyer[]> {
  const rows = await countedBookingsOf(db, [screeningId])
    .leftJoin('accounts as a', 'a.account_id', 'b.account_id')
    .leftJoin('revenue_booking_refunds as rf', 'rf.booking_id', 'b.booking_id')
    .select([
      'b.cancelled_at',
      'rf.amount_paise as refund_paise',
      'rf.refunded_at',
      'b.booking_id',
      'b.seats',
      'b.total_paise',
      'b.booked_at',
      'b.admitted_at',
      'b.channel',
      'b.buyer_name',
      'b.buyer_phone',
      'a.user_name',
      'a.email',
      'a.contact_number',
    ])
    .orderBy('b.booked_at')
    .orderBy('b.booking_id')
    .execute();
  const places = seatPlaces(layout);
  return rows.map((r) => ({
    bookingId: r.booking_id,
    bookingCode: bookingCodeOf(r.booking_id),
    ...buyerOf(r),
    seats: r.seats.map((s) => ({ code: seatCode(places, s.seatNumber), seatType: s.seatType })),
    amount: paiseToRupees(r.total_paise),
    amountPaise: r.total_paise,
    channel: channelOf(r),
    bookedAt: r.booked_at.toISOString(),
    admittedAt: r.admitted_at?.toISOString() ?? null,
    status: statusOf(r),
    refund: r.refund_paise === null ? null : paiseToRupees(r.refund_paise),
    refundPaise: r.refund_paise,
    refundedAt: r.refunded_at?.toISOString() ?? null,
  }));
}
