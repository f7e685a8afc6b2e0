import { cinemaIdOf, indianDate, positionKey } from '@cinema/contracts';
import type { Projection } from '../../infra/projection.ts';

/**
 * Revenue from confirmed bookings, in integer paise: a row per SeatsBooked, and a row per payment
 * order whose money goes back (PaymentSettled as a refund, PaymentRefunded). Both are inserts that
 * ignore a row already there, so a re-applied batch counts nothing twice and the order of the two
 * never matters; nothing is ever incremented.
 */
export const revenueProjection: Projection = {
  name: 'revenue',
  handles: ['SeatsBooked', 'PaymentSettled', 'PaymentRefunded'],
  apply: async (trx, event) => {
    const at = { position: event.position, position_key: positionKey(event.position) };
    if (event.type === 'SeatsBooked') {
      const d = event.data;
      const bookedAt = new Date(d.bookedAt);
      await trx
        .insertInto('revenue_bookings')
        .values({
          booking_id: d.bookingId,
          order_id: d.orderId,
          screening_id: d.screeningId,
          cinema_id: cinemaIdOf(d.screeningId),
          account_id: d.accountId,
          amount_paise: d.totalPaise,
          seats: d.seats.length,
          booked_at: bookedAt,
          booked_date: indianDate(bookedAt),
          ...at,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return;
    }
    const refund =
      event.type === 'PaymentRefunded'
        ? { orderId: event.data.orderId, at: event.data.refundedAt }
        : event.type === 'PaymentSettled' && event.data.outcome === 'refund'
          ? { orderId: event.data.orderId, at: event.data.settledAt }
          : null;
    if (!refund) return;
    await trx
      .insertInto('revenue_refunds')
      .values({ order_id: refund.orderId, refunded_at: new Date(refund.at), ...at })
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
