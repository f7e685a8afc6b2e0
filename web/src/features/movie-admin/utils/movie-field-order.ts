import type { MovieField } from './movie-form-values';

/** Fields in the order the form shows them (for focusing the first error). */
export const MOVIE_FIELD_ORDER = [
  'movieName',
  'releaseDate',
  'summary',
  'categories',
  'genres',
  'supportingLanguages',
  'cast',
  'crew',
  'thumbnailImage',
  'bannerImage',
] as const satisfies readonly MovieField[];
