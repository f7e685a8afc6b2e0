import type { Migration } from 'kysely';
import * as foundation from './2026-11-22t01-00-foundation.ts';
import * as accountTokenValidity from './2026-11-22t02-00-account-token-validity.ts';
import * as projectorSafety from './2026-12-01t01-00-projector-safety.ts';
import * as catalogMovies from './2026-12-10t01-00-catalog-movies.ts';
import * as cinemasShows from './2026-12-10t02-00-cinemas-shows.ts';
import * as seatsBookings from './2026-12-20t01-00-seats-bookings.ts';
import * as revenue from './2026-12-28t01-00-revenue.ts';
import * as cancellations from './2027-01-10t01-00-cancellations.ts';
import * as counter from './2027-01-30t01-00-counter.ts';
import * as screensRetired from './2027-02-10t01-00-screens-retired.ts';
import * as sales from './2027-01-20t01-00-sales.ts';

/** Listed explicitly (not read from disk) so bundled builds find them; names sort in order. */
export const migrations: Record<string, Migration> = {
  '2026-11-22t01-00-foundation': foundation,
  '2026-11-22t02-00-account-token-validity': accountTokenValidity,
  '2026-12-01t01-00-projector-safety': projectorSafety,
  '2026-12-10t01-00-catalog-movies': catalogMovies,
  '2026-12-10t02-00-cinemas-shows': cinemasShows,
  '2026-12-20t01-00-seats-bookings': seatsBookings,
  '2026-12-28t01-00-revenue': revenue,
  '2027-01-10t01-00-cancellations': cancellations,
  '2027-01-20t01-00-sales': sales,
  '2027-01-30t01-00-counter': counter,
  '2027-02-10t01-00-screens-retired': screensRetired,
};
