import { cinemaIdOf, indianDate, positionKey, type EventOf } from '@cinema/contracts';
import type { Transaction } from 'kysely';
import type { ReadDatabase } from '../../infra/db/database.ts';
import type { ProjectedEvent, Projection } from '../../infra/projection.ts';
import { jsonRows } from '../../infra/json-rows.ts';

type RevenueEvent = ProjectedEvent & EventOf<'SeatsBooked' | 'PaymentSettled' | 'PaymentRefunded'>;

/**
 * Revenue from confirmed bookings, in integer paise: a row per SeatsBooked, and a row per payment
 * order whose money goes back (PaymentSettled as a refund, PaymentRefunded). Both are inserts that
 * ignore a row already there, so a re-applied batch counts nothing twice and the order of the
 * events never matters (which lets a batch go in two statements); nothing is ever incremented.
 */
export const revenueProjection: Projection = {
  name: 'revenue',
  handles: ['SeatsBooked', 'PaymentSettled', 'PaymentRefunded'],
  apply: (trx, event) => applyRevenue(trx, [event as RevenueEvent]),
  applyAll: (trx, events) => applyRevenue(trx, events as RevenueEvent[]),
};

async function applyRevenue(trx: Transaction<ReadDatabase>, events: RevenueEvent[]) {
  const at = (e: RevenueEvent) => ({ position: e.position, position_key: positionKey(e.position) });
  const sales = events.flatMap((e) => {
    if (e.type !== 'SeatsBooked') return [];
    const d = e.data;
    const bookedAt = new Date(d.bookedAt);
    return [
      {
        booking_id: d.bookingId,
        order_id: d.orderId,
        screening_id: d.screeningId,
        cinema_id: cinemaIdOf(d.screeningId),
        account_id: d.accountId,
        amount_paise: d.totalPaise,
        seats: d.seats.length,
        booked_at: bookedAt,
        booked_date: indianDate(bookedAt),
        channel: d.channel ?? 'online',
        ...at(e),
      },
    ];
  });
  const refunds = events.flatMap((e) => {
    const refund =
      e.type === 'PaymentRefunded'
        ? { orderId: e.data.orderId, at: e.data.refundedAt }
        : e.type === 'PaymentSettled' && e.data.outcome === 'refund'
          ? { orderId: e.data.orderId, at: e.data.settledAt }
          : null;
    return refund ? [{ order_id: refund.orderId, refunded_at: new Date(refund.at), ...at(e) }] : [];
  });
  // Plain inserts that leave a row already there alone: a re-applied event adds nothing.
  if (sales.length > 0) {
    const { columns, expression } = jsonRows(sales, SALE_COLUMNS);
    await trx
      .insertInto('revenue_bookings')
      .columns(columns)
      .expression(expression)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  if (refunds.length > 0) {
    const { columns, expression } = jsonRows(refunds, REFUND_COLUMNS);
    await trx
      .insertInto('revenue_refunds')
      .columns(columns)
      .expression(expression)
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

const SALE_COLUMNS = {
  booking_id: 'text',
  order_id: 'text',
  screening_id: 'text',
  cinema_id: 'text',
  account_id: 'text',
  amount_paise: 'integer',
  seats: 'integer',
  booked_at: 'timestamptz',
  booked_date: 'text',
  channel: 'text',
  position: 'text',
  position_key: 'numeric',
} as const;

const REFUND_COLUMNS = {
  order_id: 'text',
  refunded_at: 'timestamptz',
  position: 'text',
  position_key: 'numeric',
} as const;
