import { imageView, type Show } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';

/** The admin's shows not yet live, newest first, movie and cinema populated. */
export async function listUnliveShows(
  db: Kysely<ReadDatabase>,
  adminId: string,
  publicUrl = '',
): Promise<Show[]> {
  const rows = await db
    .selectFrom('shows as sh')
    .innerJoin('cinemas as c', 'c.cinema_id', 'sh.cinema_id')
    .innerJoin('screens as s', 's.screen_id', 'sh.screen_id')
    .leftJoin('movies as m', 'm.movie_id', 'sh.movie_id')
    .select([
      'sh.show_id',
      'sh.movie_id',
      'sh.movie_name',
      'sh.screen_id',
      'sh.timing',
      'sh.show_start',
      'sh.show_end',
      'c.cinema_id',
      'c.cinema_name',
      'c.city_id',
      'c.city_name',
      's.name as screen_name',
      'm.movie_name as current_movie_name',
      'm.thumbnail',
    ])
    .where('sh.admin_id', '=', adminId)
    .where('sh.live', '=', false)
    .where('sh.cancelled_at', 'is', null)
    .orderBy('sh.added_at', 'desc')
    .orderBy('sh.position_key', 'desc')
    .execute();
  return rows.map((r) => ({
    _id: r.show_id,
    showId: r.show_id,
    movieId: {
      _id: r.movie_id,
      movieName: r.current_movie_name ?? r.movie_name,
      thumbnail: r.thumbnail ? imageView(r.thumbnail, publicUrl).src : '',
    },
    cinemaId: {
      _id: r.cinema_id,
      cinemaName: r.cinema_name,
      cityId: { _id: r.city_id, cityName: r.city_name },
    },
    screenId: r.screen_id,
    screenName: r.screen_name,
    screens: [r.screen_id],
    timing: r.timing,
    showStart: r.show_start,
    showEnd: r.show_end,
    live: false,
  }));
}
