import { positionKey } from '@cinema/contracts';
import type { Projection } from '../../infra/projection.ts';
import { applyScreenChange } from './screen-changes.ts';

/**
 * Cinemas and their screens: a row each, a screen's row replaced by each configuration, rename or
 * retirement; a retired screen's row stays (its past shows still name it).
 */
export const cinemasProjection: Projection = {
  name: 'cinemas',
  handles: [
    'CinemaAdded',
    'ScreenConfigured',
    'ScreenAdded',
    'ScreenRenamed',
    'ScreenRetired',
    'CinemaDetailsChanged',
  ],
  apply: async (trx, event) => {
    const position = { position: event.position, position_key: positionKey(event.position) };
    if (event.type === 'CinemaAdded') {
      const { screens, addedAt, ...d } = event.data;
      await trx
        .insertInto('cinemas')
        .values({
          cinema_id: d.cinemaId,
          cinema_name: d.cinemaName,
          pincode: d.pincode,
          city_id: d.cityId,
          city_name: d.cityName,
          admin_id: d.adminId,
          added_at: new Date(addedAt),
          ...position,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      await trx
        .insertInto('screens')
        .values(
          screens.map((s) => ({
            screen_id: s.screenId,
            cinema_id: d.cinemaId,
            name: s.name,
            screen_position: s.position,
            config: null,
            version: 0,
            ...position,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .execute();
      return;
    }
    if (event.type === 'ScreenConfigured') {
      const { regular, balcony, vip, version, screenId } = event.data;
      await trx
        .updateTable('screens')
        .set({ config: JSON.stringify({ regular, balcony, vip }), version, ...position })
        .where('screen_id', '=', screenId)
        .where('position_key', '<', position.position_key)
        .execute();
      return;
    }
    await applyScreenChange(trx, event, position);
  },
};
