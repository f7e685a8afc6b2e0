import { positionKey, type EventOf } from '@cinema/contracts';
import type { Transaction } from 'kysely';
import { runsBy } from '@cinema/workflow';
import type { ReadDatabase } from '../../infra/db/database.ts';
import type { ProjectedEvent, Projection } from '../../infra/projection.ts';
import { jsonRows } from '../../infra/json-rows.ts';

type Trx = Transaction<ReadDatabase>;
type Booked = ProjectedEvent & EventOf<'SeatsBooked'>;
type Admitted = ProjectedEvent & EventOf<'TicketAdmitted'>;

/** Each viewer's bookings (SeatsBooked), marked admitted once a ticket is used at the door. */
export const bookingsProjection: Projection = {
  name: 'bookings',
  handles: ['SeatsBooked', 'TicketAdmitted'],
  apply: (trx, event) => applyRun(trx, [event as Booked | Admitted]),
  // Bookings in one insert per run; the rare admissions one by one, after the bookings before them.
  applyAll: async (trx, events) => {
    for (const run of runsBy(events as (Booked | Admitted)[], (e) => e.type)) await applyRun(trx, run);
  },
};

async function applyRun(trx: Trx, run: (Booked | Admitted)[]) {
  if (run[0]?.type === 'SeatsBooked') {
    await insertBookings(trx, run as Booked[]);
    return;
  }
  for (const event of run as Admitted[]) await admit(trx, event);
}

async function insertBookings(trx: Trx, events: Booked[]) {
  const rows = events.map(({ data: d, position }) => ({
    booking_id: d.bookingId,
    screening_id: d.screeningId,
    account_id: d.accountId,
    hold_id: d.holdId,
    order_id: d.orderId,
    payment_id: d.paymentId,
    seats: d.seats,
    total_paise: d.totalPaise,
    booked_at: d.bookedAt,
    channel: d.channel ?? 'online',
    payment_method: d.counter?.method ?? null,
    buyer_name: d.counter?.buyerName ?? null,
    buyer_phone: d.counter?.buyerPhone ?? null,
    position,
    position_key: positionKey(position),
  }));
  const { columns, expression } = jsonRows(rows, BOOKING_COLUMNS);
  await trx
    .insertInto('bookings')
    .columns(columns)
    .expression(expression)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

const BOOKING_COLUMNS = {
  booking_id: 'text',
  screening_id: 'text',
  account_id: 'text',
  hold_id: 'text',
  order_id: 'text',
  payment_id: 'text',
  seats: 'jsonb',
  total_paise: 'integer',
  booked_at: 'timestamptz',
  channel: 'text',
  payment_method: 'text',
  buyer_name: 'text',
  buyer_phone: 'text',
  position: 'text',
  position_key: 'numeric',
} as const;

async function admit(trx: Trx, { data: d, position }: Admitted) {
  const key = positionKey(position);
  await trx
    .updateTable('bookings')
    .set({ admitted_at: new Date(d.admittedAt), admitted_by: d.admittedBy, position, position_key: key })
    .where('booking_id', '=', d.bookingId)
    .where('admitted_at', 'is', null)
    .where('position_key', '<', key)
    .execute();
}
