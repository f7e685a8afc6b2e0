import { indianDate, SERVER_MESSAGES } from '@cinema/contracts';
import { DomainError, type RouteHandlers } from '@cinema/server-kit';
import type { ReadDeps } from '../../deps.ts';
import { findScreeningSeats } from './get-movie-cinema.ts';

export const seatQueries = ({ db, clock = () => new Date() }: ReadDeps): RouteHandlers => ({
  getMovieCinema: async (input) => {
    const found = await findScreeningSeats(db, { ...input, today: indianDate(clock()) });
    if (!found) throw new DomainError('NO_UPCOMING_SCREENING', SERVER_MESSAGES.noUpcomingScreening);
    return {
      success: true,
      message: SERVER_MESSAGES.seatsFetched,
      data: found.seats,
      screening: found.screening,
      seatsAsOf: '0:0', // TODO(issue 10 read side): the checkpoint the seats were read at
    };
  },
});
