import { positionKey, type EventOf } from '@cinema/contracts';
import type { Transaction } from 'kysely';
import { chunksOf, runsBy } from '../../infra/batching.ts';
import type { ReadDatabase } from '../../infra/db/database.ts';
import type { ProjectedEvent, Projection } from '../../infra/projection.ts';

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
    for (const chunk of chunksOf(run as Booked[], 2000)) await insertBookings(trx, chunk);
    return;
  }
  for (const event of run as Admitted[]) await admit(trx, event);
}

async function insertBookings(trx: Trx, events: Booked[]) {
  await trx
    .insertInto('bookings')
    .values(
      events.map(({ data: d, position }) => ({
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
        position,
        position_key: positionKey(position),
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

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
