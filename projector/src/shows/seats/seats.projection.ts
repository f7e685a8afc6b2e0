import { positionKey, type EventOf } from '@cinema/contracts';
import type { Transaction } from 'kysely';
import type { ReadDatabase } from '../../infra/db/database.ts';
import type { ProjectedEvent, Projection } from '../../infra/projection.ts';
import { applySeatEvents, replaySeatEvents } from './seats.batch.ts';
import type { ScreeningSeatTable } from './seats.table.ts';

type Trx = Transaction<ReadDatabase>;
type At = Pick<ScreeningSeatTable, 'position' | 'position_key'>;

const FREE = { status: 'free', hold_id: null, account_id: null, expires_at: null, extended: false } as const;

/**
 * The seat map's held and booked seats, as the screening decider's `evolve` sees them: a new hold
 * takes its seats over, a release or a booking closes the whole hold, a booked seat stays booked.
 * Every write is guarded by position_key, so applying an event twice changes nothing.
 */
export const seatsProjection: Projection = {
  name: 'screening-seats',
  handles: ['SeatsHeld', 'HoldExtended', 'HoldReleased', 'SeatsBooked'],
  apply: async (trx, event) => {
    const at = { position: event.position, position_key: positionKey(event.position) };
    switch (event.type) {
      case 'SeatsHeld':
        return held(trx, event, at);
      case 'HoldExtended':
        return void (await trx
          .updateTable('screening_seats')
          .set({ expires_at: new Date(event.data.expiresAt), extended: true, ...at })
          .where('screening_id', '=', event.data.screeningId)
          .where('hold_id', '=', event.data.holdId)
          .where('status', '=', 'held')
          .where('position_key', '<', at.position_key)
          .execute());
      case 'HoldReleased':
        return closeHold(trx, event.data.screeningId, event.data.holdId, at);
      case 'SeatsBooked':
        return booked(trx, event, at);
    }
  },
  applyAll: (trx, events) => applySeatEvents(trx, events as Parameters<typeof applySeatEvents>[1]),
  replay: (db) => replaySeatEvents(db),
};

async function held(trx: Trx, event: ProjectedEvent & EventOf<'SeatsHeld'>, at: At) {
  const d = event.data;
  const seats = [...new Set(d.seats)];
  if (seats.length === 0) return;
  const hold = {
    status: 'held',
    hold_id: d.holdId,
    account_id: d.accountId,
    expires_at: new Date(d.expiresAt),
    extended: false,
    booking_id: null,
  } as const;
  await trx
    .insertInto('screening_seats')
    .values(seats.map((seat_number) => ({ screening_id: d.screeningId, seat_number, ...hold, ...at })))
    .onConflict((oc) =>
      oc
        .columns(['screening_id', 'seat_number'])
        .doUpdateSet({ ...hold, ...at })
        .where('screening_seats.status', '<>', 'booked')
        .whereRef('screening_seats.position_key', '<', 'excluded.position_key'),
    )
    .execute();
}

/** Frees every seat the hold still holds (seats taken over by a later hold have left it). */
async function closeHold(trx: Trx, screeningId: string, holdId: string, at: At) {
  await trx
    .updateTable('screening_seats')
    .set({ ...FREE, ...at })
    .where('screening_id', '=', screeningId)
    .where('hold_id', '=', holdId)
    .where('status', '=', 'held')
    .where('position_key', '<', at.position_key)
    .execute();
}

async function booked(trx: Trx, event: ProjectedEvent & EventOf<'SeatsBooked'>, at: At) {
  const d = event.data;
  const seats = [...new Set(d.seats.map((s) => s.seatNumber))];
  const sold = {
    status: 'booked',
    hold_id: d.holdId,
    account_id: d.accountId,
    expires_at: null,
    extended: false,
    booking_id: d.bookingId,
  } as const;
  if (seats.length > 0)
    await trx
      .insertInto('screening_seats')
      .values(seats.map((seat_number) => ({ screening_id: d.screeningId, seat_number, ...sold, ...at })))
      .onConflict((oc) =>
        oc
          .columns(['screening_id', 'seat_number'])
          .doUpdateSet({ ...sold, ...at })
          .whereRef('screening_seats.position_key', '<', 'excluded.position_key'),
      )
      .execute();
  // Then whatever else the hold listed: the booking closes it.
  if (d.holdId) await closeHold(trx, d.screeningId, d.holdId, at);
}
