import type { CheckpointDB, DeadLetterDB, LeaseDB } from '@cinema/workflow';
import type { CitiesDB } from '../../catalog/cities/cities.table.ts';
import type { MoviesDB } from '../../catalog/movies/movies.table.ts';
import type { CinemasDB } from '../../catalog/cinemas/cinemas.table.ts';
import type { ShowsDB } from '../../shows/schedule/shows.table.ts';
import type { AccountsDB } from '../../accounts/account/accounts.table.ts';
import type { SeatsDB } from '../../shows/seats/seats.table.ts';
import type { BookingsDB } from '../../bookings/history/bookings.table.ts';
import type { RevenueDB } from '../../revenue/bookings/revenue.table.ts';
import type { BookingRefundsDB } from '../../revenue/refunds/booking-refunds.table.ts';
import type { CounterStaffDB } from '../../counter/staff/counter-staff.table.ts';

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
  BookingRefundsDB &
  CounterStaffDB &
  LeaseDB &
  DeadLetterDB;
export type { CityTable } from '../../catalog/cities/cities.table.ts';
export type { AccountTable } from '../../accounts/account/accounts.table.ts';
