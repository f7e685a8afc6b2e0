import type { CrewMember, ImageAsset } from '@cinema/contracts';
import type { ColumnType } from 'kysely';

/** A jsonb column: read as T, written as its JSON text (pg would send a JS array as a PostgreSQL array). */
export type Json<T> = ColumnType<T, string, string>;

export interface MovieTable {
  movie_id: string;
  movie_name: string;
  /** Lower-cased name, for search. */
  name_key: string;
  categories: Json<string[]>;
  release_date: string;
  summary: string;
  genres: Json<string[]>;
  cast_members: Json<string[]>;
  crew: Json<CrewMember[]>;
  supporting_languages: Json<string[]>;
  thumbnail: Json<ImageAsset>;
  banner: Json<ImageAsset>;
  /** 1 after adding, +1 per update: the ETag of the movie. */
  version: number;
  added_at: Date;
  position: string;
  position_key: string;
}
export interface MoviesDB {
  movies: MovieTable;
}
