import { normalizeName, positionKey } from '@cinema/contracts';
import type { Projection } from '../../infra/projection.ts';

export const citiesProjection: Projection = {
  name: 'cities',
  handles: ['CityAdded'],
  apply: async (trx, event) => {
    if (event.type !== 'CityAdded') return;
    await trx
      .insertInto('cities')
      .values({
        city_id: event.data.cityId,
        city_name: event.data.cityName,
        name_key: normalizeName(event.data.cityName),
        featured: event.data.featured,
        added_at: new Date(event.data.addedAt),
        position: event.position,
        position_key: positionKey(event.position),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  },
};
