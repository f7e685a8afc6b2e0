import {
  datesBetween,
  indianDate,
  screeningIdFor,
  SEAT_CLASS_ORDER,
  SHOW_LIMITS,
  type EventOf,
  type SeatLayout,
  type Timing,
} from '@cinema/contracts';
import type { CinemaState, ScreenConfig, ShowState } from '../../catalog/cinemas/cinema.ts';
import { CinemaNotFoundError, ScreenNotFoundError } from '../../catalog/cinemas/errors.ts';
import { ownedCinema } from '../../catalog/cinemas/owned-cinema.ts';
import { ScreenRetiredError } from '../../catalog/cinemas/screen-errors.ts';
import {
  MovieNotFoundError,
  ScreenNotConfiguredError,
  ShowAlreadyLiveError,
  ShowCancelledError,
  ShowClashError,
  ShowDateInPastError,
  ShowEndBeforeStartError,
  ShowNotFoundError,
  ShowTooLongError,
} from './errors.ts';

export interface AddShow {
  type: 'AddShow';
  showId: string;
  cinemaId: string;
  screenId: string;
  movieId: string;
  /** The movie as the movies stream knows it, looked up by the caller; null when there is none. */
  movie: { movieName: string } | null;
  timing: Timing;
  showStart: string;
  showEnd: string;
  adminId: string;
  now: Date;
}

export interface MakeShowLive {
  type: 'MakeShowLive';
  showId: string;
  adminId: string;
  now: Date;
}

export function addShow(command: AddShow, state: CinemaState): EventOf<'ShowAdded'>[] {
  const { cinema, screens, shows } = ownedCinema(
    state,
    command.adminId,
    () => new CinemaNotFoundError(command.cinemaId),
  );
  if (shows.has(command.showId)) return []; // the same show again (a restarted demo load)
  const screen = screens.get(command.screenId);
  if (!screen) throw new ScreenNotFoundError(command.screenId);
  if (screen.retiredAt) throw new ScreenRetiredError(screen.screenId);
  if (!command.movie) throw new MovieNotFoundError(command.movieId);
  if (!screen.config) throw new ScreenNotConfiguredError(screen.screenId);
  const { showStart, showEnd } = command;
  if (showEnd < showStart) throw new ShowEndBeforeStartError(showStart, showEnd);
  if (showStart < indianDate(command.now))
    throw new ShowDateInPastError(command.showId, indianDate(command.now));
  const days = datesBetween(showStart, showEnd).length;
  if (days > SHOW_LIMITS.maxDays) throw new ShowTooLongError(days);
  const clash = [...shows.values()].find((other) => clashes(other, command));
  if (clash) throw new ShowClashError(screen.screenId, clash.showId);
  return [
    {
      type: 'ShowAdded',
      data: {
        showId: command.showId,
        cinemaId: cinema.cinemaId,
        screenId: screen.screenId,
        movieId: command.movieId,
        movieName: command.movie.movieName,
        timing: command.timing,
        showStart,
        showEnd,
        adminId: command.adminId,
        addedAt: command.now.toISOString(),
      },
    },
  ];
}

/** Where and when a show would run: what two shows must not share. */
export type Slot = Pick<ShowState, 'screenId' | 'timing' | 'showStart' | 'showEnd'>;

/** Same screen, same timing, and at least one date in common (a cancelled show frees its slot). */
export const clashes = (show: ShowState, wanted: Slot) =>
  !show.cancelled &&
  show.screenId === wanted.screenId &&
  show.timing === wanted.timing &&
  show.showStart <= wanted.showEnd &&
  wanted.showStart <= show.showEnd;

export function makeShowLive(command: MakeShowLive, state: CinemaState): EventOf<'ShowWentLive'>[] {
  const missing = () => new ShowNotFoundError(command.showId);
  const { cinema, screens, shows } = ownedCinema(state, command.adminId, missing);
  const show = shows.get(command.showId);
  if (!show) throw missing();
  if (show.live) throw new ShowAlreadyLiveError(show.showId);
  if (show.cancelled) throw new ShowCancelledError(show.showId);
  const today = indianDate(command.now);
  const dates = datesBetween(show.showStart > today ? show.showStart : today, show.showEnd);
  if (dates.length === 0) throw new ShowDateInPastError(show.showId, today);
  const config = screens.get(show.screenId)?.config;
  if (!config) throw new ScreenNotConfiguredError(show.screenId);
  return [
    {
      type: 'ShowWentLive',
      data: {
        showId: show.showId,
        cinemaId: cinema.cinemaId,
        screenId: show.screenId,
        movieId: show.movieId,
        timing: show.timing,
        screenings: dates.map((date) => ({ screeningId: screeningIdFor(show.showId, date), date })),
        seatLayout: layoutOf(config),
        adminId: command.adminId,
        liveAt: command.now.toISOString(),
      },
    },
  ];
}

const CONFIG_KEYS = { VIP: 'vip', BALCONY: 'balcony', REGULAR: 'regular' } as const;

/** The screen's classes as a screening sells them: VIP, BALCONY, REGULAR, empty classes left out. */
export const layoutOf = (config: ScreenConfig): SeatLayout =>
  SEAT_CLASS_ORDER.map((seatType) => ({ seatType, ...config[CONFIG_KEYS[seatType]] }))
    .filter((c) => c.seats > 0)
    .map(({ seatType, seats, pricePaise }) => ({ seatType, count: seats, pricePaise }));
