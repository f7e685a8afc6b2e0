import { imageView, type Movie } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely, Selectable } from 'kysely';

type MovieRow = Selectable<ReadDatabase['movies']>;

/** A movies row in the spec's shape (`_id`, `movieName`, …, image URLs and srcsets). */
export function movieView(row: MovieRow): Movie {
  const thumbnail = imageView(row.thumbnail);
  const banner = imageView(row.banner);
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
  };
}

export async function findMovie(db: Kysely<ReadDatabase>, movieId: string): Promise<Movie | null> {
  const row = await db.selectFrom('movies').selectAll().where('movie_id', '=', movieId).executeTakeFirst();
  return row ? movieView(row) : null;
}
