import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';

/**
 * A movie's screenings from `today` on that are not cancelled, with their show, screen and cinema,
 * by date: what both shows pages (ours and the original API's) are built from.
 */
export function listUpcomingScreenings(
  db: Kysely<ReadDatabase>,
  { movieId, today }: { movieId: string; today: string },
) {
  return db
    .selectFrom('screenings as sc')
    .innerJoin('shows as sh', 'sh.show_id', 'sc.show_id')
    .innerJoin('cinemas as c', 'c.cinema_id', 'sc.cinema_id')
    .innerJoin('screens as s', 's.screen_id', 'sc.screen_id')
    .select([
      'sc.screening_id',
      'sc.screening_date',
      'sh.show_id',
      'sh.timing',
      'sh.show_start',
      'sh.show_end',
      'sh.screen_id',
      'sc.seat_layout',
      's.name as screen_name',
      's.screen_position',
      'c.cinema_id',
      'c.cinema_name',
      'c.pincode',
      'c.city_id',
      'c.city_name',
    ])
    .where('sc.movie_id', '=', movieId)
    .where('sc.screening_date', '>=', today)
    .where('sc.cancelled_at', 'is', null)
    .orderBy('sc.screening_date')
    .execute();
}
