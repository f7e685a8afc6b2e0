import type { MovieFields } from '@cinema/contracts';
import type { MovieFormValues } from './movie-form-values';

/** The multipart body: text fields, each list as one JSON-encoded field, and the picked images. */
export function toMovieFormData(
  fields: MovieFields,
  { thumbnailImage, bannerImage }: Pick<MovieFormValues, 'thumbnailImage' | 'bannerImage'>,
  movieId?: string,
): FormData {
  const body = new FormData();
  if (movieId) body.set('movieId', movieId);
  body.set('movieName', fields.movieName);
  body.set('categories', JSON.stringify(fields.categories));
  body.set('releaseDate', fields.releaseDate);
  body.set('summary', fields.summary);
  body.set('genres', JSON.stringify(fields.genres));
  body.set('cast', JSON.stringify(fields.cast));
  body.set('crew', JSON.stringify(fields.crew));
  body.set('supportingLanguages', JSON.stringify(fields.supportingLanguages));
  if (thumbnailImage) body.set('thumbnailImage', thumbnailImage.file, thumbnailImage.file.name);
  if (bannerImage) body.set('bannerImage', bannerImage.file, bannerImage.file.name);
  return body;
}
