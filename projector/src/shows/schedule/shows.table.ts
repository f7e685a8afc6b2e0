import type { SeatLayout, Timing } from '@cinema/contracts';
import type { ColumnType } from 'kysely';

/** A show as scheduled: pending until it goes live. */
export interface ShowTable {
  show_id: string;
  cinema_id: string;
  screen_id: string;
  movie_id: string;
  /** The movie's name when the show was added (the movies table has the current one). */
  movie_name: string;
  admin_id: string;
  timing: Timing;
  /** YYYY-MM-DD, Indian dates. */
  show_start: string;
  show_end: string;
  live: boolean;
  added_at: Date;
  live_at: Date | null;
  /** When and why the cinema cancelled it (null: not cancelled). */
  cancelled_at: ColumnType<Date | null, never, Date | null>;
  cancel_reason: ColumnType<string | null, never, string | null>;
  position: string;
  position_key: string;
}

/**
 * One date of a live show. Its seats are not rows: `seatsOf(seat_layout)` lists them, and held or
 * booked seats will be rows of their own.
 */
export interface ScreeningTable {
  screening_id: string;
  show_id: string;
  cinema_id: string;
  screen_id: string;
  movie_id: string;
  timing: Timing;
  /** YYYY-MM-DD, Indian date. */
  screening_date: string;
  /** jsonb, frozen when the show went live; written as JSON text. */
  seat_layout: ColumnType<SeatLayout, string, string>;
  /** When and why the cinema cancelled this date (null: not cancelled). */
  cancelled_at: ColumnType<Date | null, never, Date | null>;
  cancel_reason: ColumnType<string | null, never, string | null>;
  position: string;
  position_key: string;
}

export interface ShowsDB {
  shows: ShowTable;
  screenings: ScreeningTable;
}
