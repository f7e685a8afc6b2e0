import { BOOKING_TEXTS, indianDate, SERVER_MESSAGES } from '@cinema/contracts';
import { DomainError, type RouteHandlers } from '@cinema/server-kit';
import type { ReadDeps } from '../../deps.ts';
import { findMovie } from '../../catalog/movies/movie-view.ts';
import { listShowListings } from '../schedule/list-show-listings.ts';
import { findScreeningSeats } from './get-movie-cinema.ts';
import { findMyHold } from './get-my-hold.ts';

export const seatQueries = ({ db, clock = () => new Date(), publicUrl }: ReadDeps): RouteHandlers => ({
  getMovieCinema: async ({ cinemaId, ...input }) => {
    const now = clock();
    if (cinemaId === undefined) {
      // The original API's shows page sends only the movie: one item per show of it.
      const movieDetails = await findMovie(db, input.movieId, publicUrl);
      if (!movieDetails) throw new DomainError('MOVIE_NOT_FOUND', SERVER_MESSAGES.movieNotFound);
      const cinemas = await listShowListings(db, { movieId: input.movieId, today: indianDate(now), now });
      return { success: true, message: SERVER_MESSAGES.showsFetched, data: { movieDetails, cinemas } };
    }
    const found = await findScreeningSeats(db, { ...input, cinemaId, today: indianDate(now), now });
    if (!found) throw new DomainError('NO_UPCOMING_SCREENING', SERVER_MESSAGES.noUpcomingScreening);
    return {
      success: true,
      message: SERVER_MESSAGES.seatsFetched,
      data: found.seats,
      screening: found.screening,
      seatsAsOf: found.seatsAsOf,
    };
  },
  getMyHold: async ({ screeningId }, { caller }) => ({
    success: true,
    message: BOOKING_TEXTS.myHoldFetched,
    data: await findMyHold(db, { screeningId, accountId: caller!.accountId, now: clock() }),
  }),
});
