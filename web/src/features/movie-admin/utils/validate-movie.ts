import type { MovieFields, movieFieldsSchema as MovieFieldsSchema } from '@cinema/contracts';
import { SERVER_MESSAGES, VALIDATION } from '@cinema/contracts/browser';
import { MOVIE_FIELD_ORDER } from './movie-field-order';
import type { MovieErrors, MovieField, MovieFormValues } from './movie-form-values';

export type MovieCheck =
  { ok: true; fields: MovieFields } | { ok: false; errors: MovieErrors; message: string };

const isMovieField = (key: unknown): key is MovieField =>
  (MOVIE_FIELD_ORDER as readonly unknown[]).includes(key);

/**
 * The spec's rules through the contracts' own schema (so the texts are the server's): name, date
 * and summary required, genres, languages, cast and crew non-empty ('All fields are required'),
 * and, when adding, both images. `message` is the line shown under the form.
 */
export function validateMovie(
  values: MovieFormValues,
  schema: typeof MovieFieldsSchema,
  { requireImages }: { requireImages: boolean },
): MovieCheck {
  const { thumbnailImage, bannerImage, ...fields } = values;
  const parsed = schema.safeParse(fields);
  const errors: MovieErrors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (isMovieField(field) && !errors[field]) errors[field] = issue.message;
  }
  if (requireImages && !thumbnailImage) errors.thumbnailImage = SERVER_MESSAGES.imagesRequired;
  if (requireImages && !bannerImage) errors.bannerImage = SERVER_MESSAGES.imagesRequired;
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, fields: parsed.data };

  const missing =
    !fields.movieName.trim() ||
    !fields.releaseDate ||
    !fields.summary.trim() ||
    [fields.genres, fields.supportingLanguages, fields.cast, fields.crew].some((list) => list.length === 0) ||
    (requireImages && (!thumbnailImage || !bannerImage));
  const first = MOVIE_FIELD_ORDER.map((field) => errors[field]).find(Boolean);
  return {
    ok: false,
    errors,
    message: missing ? VALIDATION.allFieldsRequired : (first ?? VALIDATION.allFieldsRequired),
  };
}
