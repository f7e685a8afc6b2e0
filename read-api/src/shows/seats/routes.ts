import { BOOKING_TEXTS, indianDate, SERVER_MESSAGES } from '@cinema/contracts';
import { DomainError, type RouteHandlers } from '@cinema/server-kit';
import type { ReadDeps } from '../../deps.ts';
import { findScreeningSeats } from './get-movie-cinema.ts';
import { findMyHold } from './get-my-hold.ts';

export const seatQueries = ({ db, clock = () => new Date() }: ReadDeps): RouteHandlers => ({
  getMovieCinema: async (input) => {
    const now = clock();
    const found = await findScreeningSeats(db, { ...input, today: indianDate(now), now });
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
