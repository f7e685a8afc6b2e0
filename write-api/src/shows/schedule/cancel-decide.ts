import { screeningIdFor, showStartsAt, TIMINGS, type EventOf } from '@cinema/contracts';
import type { CinemaState, OpenCinema, ShowState } from '../../catalog/cinemas/cinema.ts';
import { ownedCinema } from '../../catalog/cinemas/owned-cinema.ts';
import { ShowNotFoundError } from './errors.ts';

/** Who cancels: the cinema's Admin, or a SuperAdmin (any cinema). */
export interface Canceller {
  accountId: string;
  superAdmin: boolean;
}

export interface CancelShow {
  type: 'CancelShow';
  showId: string;
  reason: string;
  by: Canceller;
  now: Date;
}

/** The cinema as `by` may change it: its Admin's own, or any for a SuperAdmin. */
export function cinemaFor(state: CinemaState, by: Canceller, missing: () => Error): OpenCinema {
  if (!by.superAdmin) return ownedCinema(state, by.accountId, missing);
  if (state.status !== 'open') throw missing();
  return state;
}

/** When a date of the show begins. */
export const startOf = (show: ShowState, date: string) =>
  showStartsAt(date, TIMINGS.find((t) => t.value === show.timing)!.startHour);

/** The screenings of a live show that have not begun at `now` (past ones happened: nothing to refund). */
export const screeningsToCome = (show: ShowState, now: Date) =>
  (show.live?.dates ?? [])
    .filter((date) => startOf(show, date) > now)
    .map((date) => screeningIdFor(show.showId, date));

/**
 * CancelShow: a pending show never goes live; a live one stops selling, and each of its screenings
 * still to come is listed to be cancelled on its own stream (holds released, bookings refunded).
 * Cancelling again changes nothing (the first reason stands).
 */
export function cancelShow(command: CancelShow, state: CinemaState): EventOf<'ShowCancelled'>[] {
  const missing = () => new ShowNotFoundError(command.showId);
  const { cinema, shows } = cinemaFor(state, command.by, missing);
  const show = shows.get(command.showId);
  if (!show) throw missing();
  if (show.cancelled) return [];
  return [
    {
      type: 'ShowCancelled',
      data: {
        showId: show.showId,
        cinemaId: cinema.cinemaId,
        reason: command.reason,
        cancelledBy: command.by.accountId,
        cancelledAt: command.now.toISOString(),
        screenings: screeningsToCome(show, command.now),
      },
    },
  ];
}
