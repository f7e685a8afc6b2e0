import { cinemaIdOf, indianDate, positionKey, type EventOf } from '@cinema/contracts';
import type { ProjectedEvent, Projection } from '../../infra/projection.ts';

type Refunded = ProjectedEvent & EventOf<'BookingRefunded'>;

/**
 * Refunds of cancelled screenings' bookings, in integer paise: an insert per BookingRefunded that
 * leaves a row already there alone, so a re-applied event counts nothing twice.
 */
export const bookingRefundsProjection: Projection = {
  name: 'booking-refunds',
  handles: ['BookingRefunded'],
  apply: (trx, event) => bookingRefundsProjection.applyAll!(trx, [event]),
  applyAll: async (trx, events) => {
    const rows = (events as Refunded[]).map(({ data: d, position }) => {
      const refundedAt = new Date(d.refundedAt);
      return {
        booking_id: d.bookingId,
        order_id: d.orderId,
        cinema_id: cinemaIdOf(d.screeningId),
        amount_paise: d.amountPaise,
        refunded_at: refundedAt,
        refunded_date: indianDate(refundedAt),
        position,
        position_key: positionKey(position),
      };
    });
    if (rows.length === 0) return;
    await trx
      .insertInto('revenue_booking_refunds')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
