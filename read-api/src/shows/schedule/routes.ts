import { indianDate, SERVER_MESSAGES } from '@cinema/contracts';
import { DomainError, type RouteHandlers } from '@cinema/server-kit';
import type { ReadDeps } from '../../deps.ts';
import { findMovie } from '../../catalog/movies/movie-view.ts';
import { listShowsWithSeats } from '../seats/list-shows-with-seats.ts';
import { listShowCinemas } from './get-show-cinema.ts';
import { listScreenLiveShows } from './list-screen-live-shows.ts';
import { listUnliveShows } from './list-unlive-shows.ts';
import { listAdminShows } from './list-admin-shows.ts';

export const showScheduleQueries = ({
  db,
  clock = () => new Date(),
  publicUrl,
}: ReadDeps): RouteHandlers => ({
  getUnliveShows: async (_input, { caller }) => ({
    success: true,
    message: SERVER_MESSAGES.showsFetched,
    data: await listUnliveShows(db, caller!.accountId, publicUrl),
  }),
  getAdminShows: async (_input, { caller }) => ({
    success: true,
    message: SERVER_MESSAGES.showsFetched,
    data: await listAdminShows(db, { adminId: caller!.accountId, today: indianDate(clock()) }),
  }),
  getScreenLiveShows: async ({ screenId }, { caller }) => ({
    success: true,
    message: SERVER_MESSAGES.showsFetched,
    data: await listScreenLiveShows(db, { adminId: caller!.accountId, screenId, today: indianDate(clock()) }),
  }),
  getShowCinema: async ({ movieId, cityId, cinemaId }) => {
    if (cinemaId !== undefined) {
      // The original API's seat page: the cinema's shows of the movie, each with its next seat map.
      const now = clock();
      const data = await listShowsWithSeats(db, {
        movieId,
        cinemaId,
        today: indianDate(now),
        now,
        publicUrl,
      });
      return { success: true, message: SERVER_MESSAGES.showsFetched, data };
    }
    const movieDetails = await findMovie(db, movieId, publicUrl);
    if (!movieDetails) throw new DomainError('MOVIE_NOT_FOUND', SERVER_MESSAGES.movieNotFound);
    const cinemas = await listShowCinemas(db, { movieId, cityId, today: indianDate(clock()) });
    return { success: true, message: SERVER_MESSAGES.showsFetched, data: { movieDetails, cinemas } };
  },
});
