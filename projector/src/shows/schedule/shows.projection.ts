import { positionKey } from '@cinema/contracts';
import type { Projection } from '../../infra/projection.ts';

/** Shows (pending, then live) and, once live, one screening per date with its frozen seat layout. */
export const showsProjection: Projection = {
  name: 'shows',
  handles: ['ShowAdded', 'ShowWentLive'],
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
  },
};
