import { accountsProjection } from './accounts/account/accounts.projection.ts';
import { citiesProjection } from './catalog/cities/cities.projection.ts';
import { moviesProjection } from './catalog/movies/movies.projection.ts';
import { cinemasProjection } from './catalog/cinemas/cinemas.projection.ts';
import { showsProjection } from './shows/schedule/shows.projection.ts';
import { seatsProjection } from './shows/seats/seats.projection.ts';
import { bookingsProjection } from './bookings/history/bookings.projection.ts';
import { revenueProjection } from './revenue/bookings/revenue.projection.ts';
import { bookingRefundsProjection } from './revenue/refunds/booking-refunds.projection.ts';
import { cancellationsProjection } from './shows/cancellations/cancellations.projection.ts';
import { counterStaffProjection } from './counter/staff/counter-staff.projection.ts';
import type { Projection } from './infra/projection.ts';

/** Every read model the projector maintains. */
export const allProjections: readonly Projection[] = [
  citiesProjection,
  moviesProjection,
  cinemasProjection,
  showsProjection,
  accountsProjection,
  seatsProjection,
  bookingsProjection,
  revenueProjection,
  // After shows and bookings: a cancellation marks the rows they wrote (in the same batch too).
  cancellationsProjection,
  bookingRefundsProjection,
  counterStaffProjection,
];
