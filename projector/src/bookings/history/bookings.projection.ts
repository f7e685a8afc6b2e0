import { positionKey } from '@cinema/contracts';
import type { Projection } from '../../infra/projection.ts';

/** Each viewer's bookings (SeatsBooked), marked admitted once a ticket is used at the door. */
export const bookingsProjection: Projection = {
  name: 'bookings',
  handles: ['SeatsBooked', 'TicketAdmitted'],
  apply: async (trx, event) => {
    const at = { position: event.position, position_key: positionKey(event.position) };
    if (event.type === 'SeatsBooked') {
      const d = event.data;
      await trx
        .insertInto('bookings')
        .values({
          booking_id: d.bookingId,
          screening_id: d.screeningId,
          account_id: d.accountId,
          hold_id: d.holdId,
          order_id: d.orderId,
          payment_id: d.paymentId,
          seats: JSON.stringify(d.seats),
          total_paise: d.totalPaise,
          booked_at: new Date(d.bookedAt),
          admitted_at: null,
          admitted_by: null,
          ...at,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return;
    }
    if (event.type === 'TicketAdmitted') {
      const d = event.data;
      await trx
        .updateTable('bookings')
        .set({ admitted_at: new Date(d.admittedAt), admitted_by: d.admittedBy, ...at })
        .where('booking_id', '=', d.bookingId)
        .where('admitted_at', 'is', null)
        .where('position_key', '<', at.position_key)
        .execute();
    }
  },
};
