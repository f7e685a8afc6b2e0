import type { Movie } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';
import { movieView } from './movie-view.ts';

/** Every movie, newest release first, then by name (case-insensitive), then id for a stable order. */
export async function listMovies(db: Kysely<ReadDatabase>): Promise<Movie[]> {
  const rows = await db
    .selectFrom('movies')
    .selectAll()
    .orderBy('release_date', 'desc')
    .orderBy('name_key')
    .orderBy('movie_id')
    .execute();
  return rows.map(movieView);
}
