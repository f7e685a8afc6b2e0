import { indianDate, SERVER_MESSAGES } from '@cinema/contracts';
import { DomainError, versionEtag, type RouteHandlers } from '@cinema/server-kit';
import type { ReadDeps } from '../../deps.ts';
import { listMovies } from './list-movies.ts';
import { findMovie } from './movie-view.ts';

export const movieQueries = ({ db, publicUrl, clock = () => new Date() }: ReadDeps): RouteHandlers => {
  const when = () => {
    const now = clock();
    return { today: indianDate(now), now };
  };
  return {
    getAllMovies: async () => ({
      success: true,
      message: SERVER_MESSAGES.moviesFetched,
      data: await listMovies(db, publicUrl, when()),
    }),
    getMovieDetails: async ({ movieId }, { res }) => {
      const movie = await findMovie(db, movieId, publicUrl, when());
      if (!movie) throw new DomainError('MOVIE_NOT_FOUND', SERVER_MESSAGES.movieNotFound);
      res.set('ETag', versionEtag(movie.version));
      return { success: true, message: SERVER_MESSAGES.movieFetched, data: movie };
    },
  };
};
