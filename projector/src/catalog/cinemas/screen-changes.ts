import type { Transaction } from 'kysely';
import type { ReadDatabase } from '../../infra/db/database.ts';
import type { ProjectedEvent } from '../../infra/projection.ts';

interface Positioned {
  position: string;
  position_key: string;
}

/** Screens added, renamed and retired, and a cinema's new name and pincode (issue 24). */
export async function applyScreenChange(
  trx: Transaction<ReadDatabase>,
  event: ProjectedEvent,
  at: Positioned,
) {
  switch (event.type) {
    case 'ScreenAdded': {
      const d = event.data;
      await trx
        .insertInto('screens')
        .values({
          screen_id: d.screenId,
          cinema_id: d.cinemaId,
          name: d.name,
          screen_position: d.position,
          config: null,
          version: 0,
          ...at,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return;
    }
    case 'ScreenRenamed':
      await updateScreen(trx, event.data.screenId, { name: event.data.name }, at);
      return;
    case 'ScreenRetired':
      await updateScreen(trx, event.data.screenId, { retired_at: new Date(event.data.retiredAt) }, at);
      return;
    case 'CinemaDetailsChanged': {
      const { cinemaId, cinemaName, pincode } = event.data;
      await trx
        .updateTable('cinemas')
        .set({ cinema_name: cinemaName, pincode, ...at })
        .where('cinema_id', '=', cinemaId)
        .where('position_key', '<', at.position_key)
        .execute();
      return;
    }
    default:
  }
}

const updateScreen = (
  trx: Transaction<ReadDatabase>,
  screenId: string,
  change: { name: string } | { retired_at: Date },
  at: Positioned,
) =>
  trx
    .updateTable('screens')
    .set({ ...change, ...at })
    .where('screen_id', '=', screenId)
    .where('position_key', '<', at.position_key)
    .execute();
