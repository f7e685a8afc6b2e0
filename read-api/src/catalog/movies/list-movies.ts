import type { Movie } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';
import { movieView } from './movie-view.ts';
import { nextShowDates } from './next-show-dates.ts';

/**
 * Every movie, newest release first, then by name (case-insensitive), then id for a stable order;
 * each with the first date it can be booked for, when it has one (`when`: today in India and now).
 */
export async function listMovies(
  db: Kysely<ReadDatabase>,
  publicUrl = '',
  when?: { today: string; now: Date },
): Promise<Movie[]> {
  const [rows, dates] = await Promise.all([
    db
      .selectFrom('movies')
      .selectAll()
      .orderBy('release_date', 'desc')
      .orderBy('name_key')
      .orderBy('movie_id')
      .execute(),
    when ? nextShowDates(db, when) : new Map<string, string>(),
  ]);
  return rows.map((row) => movieView(row, publicUrl, dates.get(row.movie_id)));
}
