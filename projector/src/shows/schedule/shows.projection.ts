import { positionKey, type EventData } from '@cinema/contracts';
import type { Transaction } from 'kysely';
import type { ReadDatabase } from '../../infra/db/database.ts';
import type { Projection } from '../../infra/projection.ts';

/**
 * Shows (pending, then live) and, once live, one screening per date with its frozen seat layout; a
 * pending show's edits, and the screenings of the dates a live show's run was extended by.
 */
export const showsProjection: Projection = {
  name: 'shows',
  handles: ['ShowAdded', 'ShowWentLive', 'ShowEdited', 'ShowRunExtended'],
  apply: async (trx, event) => {
    const position = { position: event.position, position_key: positionKey(event.position) };
    if (event.type === 'ShowAdded') {
      const d = event.data;
      await trx
        .insertInto('shows')
        .values({
          show_id: d.showId,
          cinema_id: d.cinemaId,
          screen_id: d.screenId,
          movie_id: d.movieId,
          movie_name: d.movieName,
          admin_id: d.adminId,
          timing: d.timing,
          show_start: d.showStart,
          show_end: d.showEnd,
          live: false,
          added_at: new Date(d.addedAt),
          live_at: null,
          ...position,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return;
    }
    if (event.type === 'ShowWentLive') {
      const d = event.data;
      await trx
        .updateTable('shows')
        .set({ live: true, live_at: new Date(d.liveAt), ...position })
        .where('show_id', '=', d.showId)
        .where('position_key', '<', position.position_key)
        .execute();
      await insertScreenings(trx, d, position);
      return;
    }
    if (event.type === 'ShowEdited') {
      const { showId, screenId, timing, showStart, showEnd } = event.data;
      await trx
        .updateTable('shows')
        .set({ screen_id: screenId, timing, show_start: showStart, show_end: showEnd, ...position })
        .where('show_id', '=', showId)
        .where('position_key', '<', position.position_key)
        .execute();
      return;
    }
    if (event.type === 'ShowRunExtended') {
      const d = event.data;
      await trx
        .updateTable('shows')
        .set({ show_end: d.showEnd, ...position })
        .where('show_id', '=', d.showId)
        .where('position_key', '<', position.position_key)
        .execute();
      await insertScreenings(trx, d, position);
    }
  },
};

/** One row per date, each selling the show's frozen layout (a replayed event adds nothing twice). */
async function insertScreenings(
  trx: Transaction<ReadDatabase>,
  d: EventData<'ShowWentLive' | 'ShowRunExtended'>,
  position: { position: string; position_key: string },
) {
  if (d.screenings.length === 0) return;
  const layout = JSON.stringify(d.seatLayout);
  await trx
    .insertInto('screenings')
    .values(
      d.screenings.map((s) => ({
        screening_id: s.screeningId,
        show_id: d.showId,
        cinema_id: d.cinemaId,
        screen_id: d.screenId,
        movie_id: d.movieId,
        timing: d.timing,
        screening_date: s.date,
        seat_layout: layout,
        ...position,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
