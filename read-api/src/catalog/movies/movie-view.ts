import { imageView, type Movie } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely, Selectable } from 'kysely';
import { nextShowDates } from './next-show-dates.ts';

type MovieRow = Selectable<ReadDatabase['movies']>;

/**
 * A movies row in the spec's shape (`_id`, `movieName`, …, image URLs and srcsets, under
 * `publicUrl`), with the first date it has shows to book when one is known.
 */
export function movieView(row: MovieRow, publicUrl = '', nextShowDate?: string): Movie {
  const thumbnail = imageView(row.thumbnail, publicUrl);
  const banner = imageView(row.banner, publicUrl);
  return {
    _id: row.movie_id,
    movieName: row.movie_name,
    categories: row.categories,
    releaseDate: row.release_date,
    summary: row.summary,
    genres: row.genres,
    cast: row.cast_members,
    crew: row.crew,
    supportingLanguages: row.supporting_languages,
    thumbnail: thumbnail.src,
    banner: banner.src,
    images: { thumbnail, banner },
    version: row.version,
    ...(nextShowDate && { nextShowDate }),
  };
}

/** One movie; with `when` (today in India and now), also the first date it can be booked for. */
export async function findMovie(
  db: Kysely<ReadDatabase>,
  movieId: string,
  publicUrl = '',
  when?: { today: string; now: Date },
): Promise<Movie | null> {
  const [row, dates] = await Promise.all([
    db.selectFrom('movies').selectAll().where('movie_id', '=', movieId).executeTakeFirst(),
    when ? nextShowDates(db, { ...when, movieId }) : new Map<string, string>(),
  ]);
  return row ? movieView(row, publicUrl, dates.get(movieId)) : null;
}
