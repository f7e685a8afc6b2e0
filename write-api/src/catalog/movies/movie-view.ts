import { imageView, type Movie, type MovieFields } from '@cinema/contracts';
import type { MovieState } from './movie.ts';

/** The movie in the spec's shape, as the read side will show it (write responses carry it). */
export function toMovie(state: Extract<MovieState, { status: 'added' }>, publicUrl = ''): Movie {
  const { movieId, thumbnail, banner, ...fields } = state.movie;
  const images = { thumbnail: imageView(thumbnail, publicUrl), banner: imageView(banner, publicUrl) };
  return {
    _id: movieId,
    ...fields,
    thumbnail: images.thumbnail.src,
    banner: images.banner.src,
    images,
    version: state.version,
  };
}

/** Only the movie's own fields, whatever else the input object carries. */
export const movieFields = (input: MovieFields): MovieFields => ({
  movieName: input.movieName,
  categories: input.categories,
  releaseDate: input.releaseDate,
  summary: input.summary,
  genres: input.genres,
  cast: input.cast,
  crew: input.crew,
  supportingLanguages: input.supportingLanguages,
});
