import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';

/**
 * The bookings of these screenings that the revenue pages count: confirmed, and their payment
 * order not given back (the same rule as revenue-queries.ts), so every figure agrees with them.
 */
export const countedBookingsOf = (db: Kysely<ReadDatabase>, screeningIds: readonly string[]) =>
  db
    .selectFrom('bookings as b')
    .where('b.screening_id', 'in', screeningIds)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('revenue_refunds as f').select('f.order_id').whereRef('f.order_id', '=', 'b.order_id'),
        ),
      ),
    );

/**
 * The refunds of these screenings' bookings given back because the cinema cancelled them (the
 * rows the revenue pages count as refunds), with the screening each belongs to.
 */
export const refundsOf = (db: Kysely<ReadDatabase>, screeningIds: readonly string[]) =>
  db
    .selectFrom('revenue_booking_refunds as r')
    .innerJoin('bookings as b', 'b.booking_id', 'r.booking_id')
    .where('b.screening_id', 'in', screeningIds)
    .select(['b.screening_id', 'r.booking_id', 'r.amount_paise', 'r.refunded_at'])
    .execute();

/** A booking's status as the buyer list and the export show it. */
export const statusOf = (r: { cancelled_at: Date | null; refund_paise: number | null }) =>
  r.refund_paise !== null ? 'refunded' : r.cancelled_at ? 'cancelled' : 'booked';
