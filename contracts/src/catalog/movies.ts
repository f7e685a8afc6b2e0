import { z } from 'zod';
import { CATEGORIES, GENRES, LANGUAGES, MOVIE_LIMITS } from '../common/constants.ts';
import { isCalendarDate } from '../common/dates.ts';
import { envelope } from '../common/envelope.ts';
import { VALIDATION } from '../common/messages.ts';

export const IMAGE_FIELDS = ['thumbnailImage', 'bannerImage'] as const;

/**
 * Lists arrive as JSON (an array), as repeated form fields (an array of strings) or as one
 * JSON-encoded form field (a string holding an array), since clients differ. Items of a repeated
 * field may themselves be JSON (a crew member). A missing list is an empty one.
 */
export function toList(value: unknown): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : [value];
  return items.flatMap((item) => {
    if (typeof item !== 'string') return [item];
    const text = item.trim();
    if (!/^[[{"]/.test(text)) return [item];
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed : [parsed];
    } catch {
      return [item];
    }
  });
}

const requiredList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    toList,
    z.array(item).min(1, VALIDATION.allFieldsRequired).max(max, `At most ${max} entries are allowed`),
  );
const uniqueStrings = (values: string[]) => [...new Set(values)];

const personName = z
  .string({ error: VALIDATION.bothFieldsRequired })
  .trim()
  .min(1, VALIDATION.bothFieldsRequired)
  .max(MOVIE_LIMITS.personNameLength, 'Names are at most 80 characters');

export const crewMemberSchema = z.object({ name: personName, profession: personName });
export type CrewMember = z.infer<typeof crewMemberSchema>;

/** A movie's text fields, as the add and update forms send them (multipart or JSON). */
export const movieFieldsSchema = z.object({
  movieName: z
    .string({ error: VALIDATION.allFieldsRequired })
    .trim()
    .min(1, 'Movie name is required')
    .max(MOVIE_LIMITS.nameLength, 'Movie name is too long')
    .transform((s) => s.replace(/\s+/g, ' ')),
  categories: z
    .preprocess(toList, z.array(z.enum(CATEGORIES, { error: 'Unknown category' })).max(CATEGORIES.length))
    .transform(uniqueStrings),
  releaseDate: z
    .string({ error: 'Release date is required' })
    .trim()
    .transform((s) => s.slice(0, 10))
    .refine(isCalendarDate, 'Release date is required'),
  summary: z
    .string({ error: 'Summary is required' })
    .trim()
    .min(1, 'Summary is required')
    .max(MOVIE_LIMITS.summaryLength, 'Summary is at most 2000 characters'),
  genres: requiredList(z.enum(GENRES, { error: 'Unknown genre' }), GENRES.length).transform(uniqueStrings),
  supportingLanguages: requiredList(
    z.enum(LANGUAGES, { error: 'Unknown language' }),
    LANGUAGES.length,
  ).transform(uniqueStrings),
  cast: requiredList(personName, MOVIE_LIMITS.castMembers),
  crew: requiredList(crewMemberSchema, MOVIE_LIMITS.crewMembers),
});
export type MovieFields = z.infer<typeof movieFieldsSchema>;

/** A file as the multipart parser hands it over (server side only). */
export const uploadedFileSchema = z.object({
  buffer: z.custom<Uint8Array>((v) => v instanceof Uint8Array, 'Not a file'),
  size: z.number().int().nonnegative(),
  mimetype: z.string(),
  originalname: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * An image given by URL instead of a file, as the original API's Add Movie sends it in JSON: the
 * server fetches it (https, from the hosts its operator allows) and treats it as an upload. A URL
 * of this API's own /media keeps or reuses that image; an empty one is no image.
 */
export const imageUrlSchema = z.string().trim().max(2048, 'Image URLs are at most 2048 characters');
const imageField = z.union([uploadedFileSchema, imageUrlSchema]).optional();

export const addMovieRequest = movieFieldsSchema.extend({
  thumbnailImage: imageField,
  bannerImage: imageField,
});
/** Images are optional on update: the ones the movie has are kept. */
export const updateMovieRequest = addMovieRequest.extend({
  movieId: z.string({ error: 'Movie id is required' }).trim().min(1, 'Movie id is required').max(100),
});
export const movieIdRequest = z.object({
  movieId: z.string({ error: 'Movie id is required' }).trim().min(1, 'Movie id is required').max(100),
});

/**
 * A stored, re-encoded image: `/media/<id>-<width>.<webp|jpg>` exists for each width. The spec's
 * `thumbnail` and `banner` are URLs; `images` adds what a responsive <img srcset> needs.
 */
export const imageAssetSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()),
});
export type ImageAsset = z.infer<typeof imageAssetSchema>;
export const MEDIA_PATH = '/media';
/**
 * An image file's URL: relative (`/media/…`), or absolute under `publicUrl` (the API's public
 * origin, PUBLIC_URL) so a client on another origin can show it.
 */
export const mediaUrl = (id: string, width: number, format: 'webp' | 'jpg', publicUrl = '') =>
  `${publicUrl}${MEDIA_PATH}/${id}-${width}.${format}`;

export const imageViewSchema = z.object({
  /** Fallback JPEG at the largest width. */
  src: z.string(),
  /** WebP at every width, for <source type="image/webp">. */
  srcSet: z.string(),
  /** JPEG at every width. */
  fallbackSrcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type ImageView = z.infer<typeof imageViewSchema>;

/** The URLs of a stored image; absolute under `publicUrl` when one is configured (see mediaUrl). */
export function imageView(asset: ImageAsset, publicUrl = ''): ImageView {
  const set = (format: 'webp' | 'jpg') =>
    asset.widths.map((w) => `${mediaUrl(asset.id, w, format, publicUrl)} ${w}w`).join(', ');
  return {
    src: mediaUrl(asset.id, Math.max(...asset.widths), 'jpg', publicUrl),
    srcSet: set('webp'),
    fallbackSrcSet: set('jpg'),
    width: asset.width,
    height: asset.height,
  };
}

export const movieSchema = z.object({
  _id: z.string(),
  movieName: z.string(),
  categories: z.array(z.string()),
  releaseDate: z.string(),
  summary: z.string(),
  genres: z.array(z.string()),
  cast: z.array(z.string()),
  crew: z.array(crewMemberSchema),
  supportingLanguages: z.array(z.string()),
  thumbnail: z.string(),
  banner: z.string(),
  images: z.object({ thumbnail: imageViewSchema, banner: imageViewSchema }),
  /** Changes with every update: sent back as If-Match to update safely (also the ETag). */
  version: z.number().int(),
  /**
   * Beyond the spec (getAllMovies, getMovieDetails): the first date (India) with a live show still
   * to begin; absent when there is none to book yet.
   */
  nextShowDate: z.string().optional(),
});
export type Movie = z.infer<typeof movieSchema>;

export const movieWriteResponse = envelope({ data: movieSchema, position: z.string() });
export const getAllMoviesResponse = envelope({ data: z.array(movieSchema) });
export const getMovieDetailsResponse = envelope({ data: movieSchema });
