import type { EventOf } from '@cinema/contracts';
import type { ProjectedEvent, Projection } from '../../infra/projection.ts';

type Cancellation = ProjectedEvent & EventOf<'ShowCancelled' | 'ScreeningCancelled' | 'BookingRefunded'>;

/**
 * Marks what the cinema cancelled on the rows the shows and bookings projections wrote: the show,
 * each screening and its bookings (when, why), then each booking's refund. Every update sets the
 * values its event carries, so applying an event twice is the same as once.
 */
export const cancellationsProjection: Projection = {
  name: 'cancellations',
  handles: ['ShowCancelled', 'ScreeningCancelled', 'BookingRefunded'],
  apply: async (trx, event) => {
    const e = event as Cancellation;
    switch (e.type) {
      case 'ShowCancelled': {
        const d = e.data;
        const cancelled = { cancelled_at: new Date(d.cancelledAt), cancel_reason: d.reason };
        await trx.updateTable('shows').set(cancelled).where('show_id', '=', d.showId).execute();
        return;
      }
      case 'ScreeningCancelled': {
        const d = e.data;
        const cancelled = { cancelled_at: new Date(d.cancelledAt), cancel_reason: d.reason };
        await trx
          .updateTable('screenings')
          .set(cancelled)
          .where('screening_id', '=', d.screeningId)
          .execute();
        await trx.updateTable('bookings').set(cancelled).where('screening_id', '=', d.screeningId).execute();
        return;
      }
      case 'BookingRefunded': {
        const d = e.data;
        await trx
          .updateTable('bookings')
          .set({ refund_paise: d.amountPaise, refund_id: d.refundId, refunded_at: new Date(d.refundedAt) })
          .where('booking_id', '=', d.bookingId)
          .execute();
        return;
      }
    }
  },
};
