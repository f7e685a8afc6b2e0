import type { Movie } from '@cinema/contracts';
import type { MovieFormValues } from './movie-form-values';

/** The update form starts from the stored movie; its images stay unless new ones are picked. */
export const movieToForm = (movie: Movie): MovieFormValues => ({
  movieName: movie.movieName,
  releaseDate: movie.releaseDate.slice(0, 10),
  summary: movie.summary,
  categories: [...movie.categories],
  genres: [...movie.genres],
  supportingLanguages: [...movie.supportingLanguages],
  cast: [...movie.cast],
  crew: movie.crew.map((member) => ({ ...member })),
  thumbnailImage: null,
  bannerImage: null,
});
