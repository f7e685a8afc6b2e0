import { positionKey, type EventOf } from '@cinema/contracts';
import type { Transaction } from 'kysely';
import type { ReadDatabase } from '../../infra/db/database.ts';
import type { ProjectedEvent, Projection } from '../../infra/projection.ts';

type StaffEvent = ProjectedEvent & EventOf<'CounterStaffGranted' | 'CounterStaffRevoked'>;

/**
 * Counter staff per cinema, for the Admin's staff page and the staff's counter. A grant upserts
 * its rows and a revocation deletes them, each only over rows older than itself, so an event
 * applied twice changes nothing.
 */
export const counterStaffProjection: Projection = {
  name: 'counter-staff',
  handles: ['CounterStaffGranted', 'CounterStaffRevoked'],
  apply: (trx, event) => applyStaff(trx, event as StaffEvent),
};

async function applyStaff(trx: Transaction<ReadDatabase>, event: StaffEvent) {
  const key = positionKey(event.position);
  if (event.type === 'CounterStaffRevoked') {
    const d = event.data;
    await trx
      .deleteFrom('counter_staff')
      .where('account_id', '=', d.accountId)
      .where('cinema_id', 'in', d.cinemaIds)
      .where('position_key', '<', key)
      .execute();
    return;
  }
  const d = event.data;
  if (d.cinemaIds.length === 0) return;
  await trx
    .insertInto('counter_staff')
    .values(
      d.cinemaIds.map((cinemaId) => ({
        account_id: d.accountId,
        cinema_id: cinemaId,
        email: d.email,
        granted_by: d.grantedBy,
        granted_at: new Date(d.grantedAt),
        position: event.position,
        position_key: key,
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'cinema_id'])
        .doUpdateSet((eb) => ({
          email: eb.ref('excluded.email'),
          granted_by: eb.ref('excluded.granted_by'),
          granted_at: eb.ref('excluded.granted_at'),
          position: eb.ref('excluded.position'),
          position_key: eb.ref('excluded.position_key'),
        }))
        .where('counter_staff.position_key', '<', key),
    )
    .execute();
}
