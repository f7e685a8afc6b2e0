import type { CheckpointDB } from '../checkpoints/checkpoint.table.ts';
import type { CitiesDB } from '../../catalog/cities/cities.table.ts';
import type { MoviesDB } from '../../catalog/movies/movies.table.ts';
import type { CinemasDB } from '../../catalog/cinemas/cinemas.table.ts';
import type { ShowsDB } from '../../shows/schedule/shows.table.ts';
import type { AccountsDB } from '../../accounts/account/accounts.table.ts';
import type { SeatsDB } from '../../shows/seats/seats.table.ts';
import type { BookingsDB } from '../../bookings/history/bookings.table.ts';
import type { RevenueDB } from '../../revenue/bookings/revenue.table.ts';
import type { LeaseDB } from '../leases/lease.table.ts';
import type { DeadLetterDB } from '../dead-letters/dead-letter.table.ts';

/** Every read-model table; read-api imports this type only. */
export type ReadDatabase = CheckpointDB &
  CitiesDB &
  MoviesDB &
  CinemasDB &
  ShowsDB &
  AccountsDB &
  SeatsDB &
  BookingsDB &
  RevenueDB &
  LeaseDB &
  DeadLetterDB;
export type { CityTable } from '../../catalog/cities/cities.table.ts';
export type { AccountTable } from '../../accounts/account/accounts.table.ts';
