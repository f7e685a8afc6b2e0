import {
  addDays,
  datesBetween,
  indianDate,
  screeningIdFor,
  SHOW_LIMITS,
  type EventOf,
  type Timing,
} from '@cinema/contracts';
import type { CinemaState, OpenCinema, ShowState } from '../../catalog/cinemas/cinema.ts';
import { ScreenNotFoundError } from '../../catalog/cinemas/errors.ts';
import { ScreenRetiredError } from '../../catalog/cinemas/screen-errors.ts';
import { cinemaFor, type Canceller } from './cancel-decide.ts';
import { clashes, type Slot } from './decide.ts';
import {
  ScreenNotConfiguredError,
  ShowCancelledError,
  ShowClashError,
  ShowDateInPastError,
  ShowEndBeforeStartError,
  ShowEndNotLaterError,
  ShowLiveNotEditableError,
  ShowNotFoundError,
  ShowNotLiveError,
  ShowTooLongError,
} from './errors.ts';

/** Who edits: the cinema's Admin, or a SuperAdmin (any cinema), as for cancelling. */
export type Editor = Canceller;

export interface EditShow {
  type: 'EditShow';
  showId: string;
  screenId: string;
  timing: Timing;
  showStart: string;
  showEnd: string;
  by: Editor;
  now: Date;
}

export interface ExtendShowRun {
  type: 'ExtendShowRun';
  showId: string;
  showEnd: string;
  by: Editor;
  now: Date;
}

/**
 * EditShow: a pending show moves to other dates, another timing or another screen, under Add
 * Show's rules (the show itself left out of the clash check). The same values again change nothing.
 */
export function editShow(command: EditShow, state: CinemaState): EventOf<'ShowEdited'>[] {
  const { cinema, show } = showOf(command, state);
  if (show.live) throw new ShowLiveNotEditableError(show.showId);
  if (sameSlot(show, command)) return [];
  const screen = cinema.screens.get(command.screenId);
  if (!screen) throw new ScreenNotFoundError(command.screenId);
  if (screen.retiredAt) throw new ScreenRetiredError(screen.screenId);
  if (!screen.config) throw new ScreenNotConfiguredError(screen.screenId);
  const { showStart, showEnd } = command;
  if (showEnd < showStart) throw new ShowEndBeforeStartError(showStart, showEnd);
  const today = indianDate(command.now);
  if (showStart < today) throw new ShowDateInPastError(show.showId, today);
  checkLength(showStart, showEnd);
  checkClash(cinema, show, command);
  return [
    {
      type: 'ShowEdited',
      data: {
        showId: show.showId,
        cinemaId: cinema.cinema.cinemaId,
        screenId: screen.screenId,
        timing: command.timing,
        showStart,
        showEnd,
        editedBy: command.by.accountId,
        editedAt: command.now.toISOString(),
      },
    },
  ];
}

/**
 * ExtendShowRun: a live show runs until a later date. Each added date from today on becomes a
 * screening selling the layout frozen when the show went live; the added dates must not clash
 * with another show on the screen. Extending to the current end again changes nothing.
 */
export function extendShowRun(command: ExtendShowRun, state: CinemaState): EventOf<'ShowRunExtended'>[] {
  const { cinema, show } = showOf(command, state);
  if (!show.live) throw new ShowNotLiveError(show.showId);
  if (command.showEnd === show.showEnd) return [];
  if (command.showEnd < show.showEnd) throw new ShowEndNotLaterError(show.showEnd, command.showEnd);
  const today = indianDate(command.now);
  if (command.showEnd < today) throw new ShowDateInPastError(show.showId, today);
  if (cinema.screens.get(show.screenId)?.retiredAt) throw new ScreenRetiredError(show.screenId);
  checkLength(later(show.showStart, today), command.showEnd);
  const from = later(addDays(show.showEnd, 1), today);
  checkClash(cinema, show, { ...show, showStart: from, showEnd: command.showEnd });
  return [
    {
      type: 'ShowRunExtended',
      data: {
        showId: show.showId,
        cinemaId: cinema.cinema.cinemaId,
        screenId: show.screenId,
        movieId: show.movieId,
        timing: show.timing,
        showEnd: command.showEnd,
        screenings: datesBetween(from, command.showEnd).map((date) => ({
          screeningId: screeningIdFor(show.showId, date),
          date,
        })),
        seatLayout: show.live.seatLayout,
        extendedBy: command.by.accountId,
        extendedAt: command.now.toISOString(),
      },
    },
  ];
}

/** The show as `by` may change it: its cinema's (a SuperAdmin: any), and not cancelled. */
function showOf(command: EditShow | ExtendShowRun, state: CinemaState) {
  const missing = () => new ShowNotFoundError(command.showId);
  const cinema = cinemaFor(state, command.by, missing);
  const show = cinema.shows.get(command.showId);
  if (!show) throw missing();
  if (show.cancelled) throw new ShowCancelledError(show.showId);
  return { cinema, show };
}

const sameSlot = (show: ShowState, wanted: Slot) =>
  show.screenId === wanted.screenId &&
  show.timing === wanted.timing &&
  show.showStart === wanted.showStart &&
  show.showEnd === wanted.showEnd;

const later = (a: string, b: string) => (a > b ? a : b);

/** The dates still to run (start to end) are at most Add Show's limit; counted without listing them. */
function checkLength(start: string, end: string) {
  const days = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
  if (days > SHOW_LIMITS.maxDays) throw new ShowTooLongError(days);
}

function checkClash({ shows }: OpenCinema, show: ShowState, wanted: Slot) {
  const clash = [...shows.values()].find((other) => other.showId !== show.showId && clashes(other, wanted));
  if (clash) throw new ShowClashError(wanted.screenId, clash.showId);
}
