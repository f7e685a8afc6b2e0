import { indianDate, SERVER_MESSAGES } from '@cinema/contracts';
import { DomainError, type RouteHandlers } from '@cinema/server-kit';
import type { ReadDeps } from '../../deps.ts';
import { findMovie } from '../../catalog/movies/movie-view.ts';
import { listShowCinemas } from './get-show-cinema.ts';
import { listUnliveShows } from './list-unlive-shows.ts';

export const showScheduleQueries = ({ db, clock = () => new Date() }: ReadDeps): RouteHandlers => ({
  getUnliveShows: async (_input, { caller }) => ({
    success: true,
    message: SERVER_MESSAGES.showsFetched,
    data: await listUnliveShows(db, caller!.accountId),
  }),
  getShowCinema: async ({ movieId, cityId }) => {
    const movieDetails = await findMovie(db, movieId);
    if (!movieDetails) throw new DomainError('MOVIE_NOT_FOUND', SERVER_MESSAGES.movieNotFound);
    const cinemas = await listShowCinemas(db, { movieId, cityId, today: indianDate(clock()) });
    return { success: true, message: SERVER_MESSAGES.showsFetched, data: { movieDetails, cinemas } };
  },
});
