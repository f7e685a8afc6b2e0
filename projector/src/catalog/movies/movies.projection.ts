import { normalizeName, positionKey } from '@cinema/contracts';
import type { Projection } from '../../infra/projection.ts';

const json = (value: unknown) => JSON.stringify(value);

/** Movies: a row per movie, replaced whole by each update (guarded by position). */
export const moviesProjection: Projection = {
  name: 'movies',
  handles: ['MovieAdded', 'MovieUpdated'],
  apply: async (trx, event) => {
    if (event.type !== 'MovieAdded' && event.type !== 'MovieUpdated') return;
    const d = event.data;
    const fields = {
      movie_name: d.movieName,
      name_key: normalizeName(d.movieName),
      categories: json(d.categories),
      release_date: d.releaseDate,
      summary: d.summary,
      genres: json(d.genres),
      cast_members: json(d.cast),
      crew: json(d.crew),
      supporting_languages: json(d.supportingLanguages),
      thumbnail: json(d.thumbnail),
      banner: json(d.banner),
      // A stream's revision is 0-based: version 1 after adding, +1 per update.
      version: event.revision + 1,
      position: event.position,
      position_key: positionKey(event.position),
    };
    if (event.type === 'MovieAdded') {
      await trx
        .insertInto('movies')
        .values({ movie_id: d.movieId, added_at: new Date(event.data.addedAt), ...fields })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return;
    }
    await trx
      .updateTable('movies')
      .set(fields)
      .where('movie_id', '=', d.movieId)
      .where('position_key', '<', fields.position_key)
      .execute();
  },
};
