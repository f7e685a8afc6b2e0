import { CINEMA_LIMITS, indianDate, screenIdFor, screenLabel, type EventOf } from '@cinema/contracts';
import type { CinemaState, OpenCinema, ScreenState, ShowState } from './cinema.ts';
import { CinemaNotFoundError, NotYourCinemaError, ScreenNotFoundError } from './errors.ts';
import {
  LastScreenError,
  ScreenHasShowsError,
  ScreenNameTakenError,
  ScreenRetiredError,
  TooManyScreensError,
} from './screen-errors.ts';

/** Who asks: an Admin manages their own cinemas, a SuperAdmin any. */
export interface Actor {
  accountId: string;
  superAdmin: boolean;
}

export interface AddScreen {
  type: 'AddScreen';
  cinemaId: string;
  /** Absent: labelled by position ("Screen-4"). */
  name?: string;
  actor: Actor;
  now: Date;
}
export interface RenameScreen {
  type: 'RenameScreen';
  screenId: string;
  name: string;
  actor: Actor;
  now: Date;
}
export interface RetireScreen {
  type: 'RetireScreen';
  screenId: string;
  actor: Actor;
  now: Date;
}
export interface ChangeCinemaDetails {
  type: 'ChangeCinemaDetails';
  cinemaId: string;
  cinemaName: string;
  pincode: string;
  actor: Actor;
  now: Date;
}
export type ScreenCommand = AddScreen | RenameScreen | RetireScreen | ChangeCinemaDetails;

function managed(state: CinemaState, actor: Actor, missing: () => Error): OpenCinema {
  if (state.status !== 'open') throw missing();
  if (!actor.superAdmin && state.cinema.adminId !== actor.accountId)
    throw new NotYourCinemaError(state.cinema.cinemaId, actor.accountId);
  return state;
}

/** The screen, in use, of a cinema the actor manages. */
function screenInUse(state: CinemaState, screenId: string, actor: Actor): [OpenCinema, ScreenState] {
  const missing = () => new ScreenNotFoundError(screenId);
  const cinema = managed(state, actor, missing);
  const screen = cinema.screens.get(screenId);
  if (!screen) throw missing();
  if (screen.retiredAt) throw new ScreenRetiredError(screenId);
  return [cinema, screen];
}

const inUse = (cinema: OpenCinema) => [...cinema.screens.values()].filter((s) => !s.retiredAt);
const sameName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) === 0;

function assertNameFree(cinema: OpenCinema, name: string, screenId: string | null) {
  const taken = inUse(cinema).some((s) => s.screenId !== screenId && sameName(s.name, name));
  if (taken) throw new ScreenNameTakenError(name);
}

export function addScreen(command: AddScreen, state: CinemaState): EventOf<'ScreenAdded'>[] {
  const cinema = managed(state, command.actor, () => new CinemaNotFoundError(command.cinemaId));
  if (inUse(cinema).length >= CINEMA_LIMITS.maxScreens)
    throw new TooManyScreensError(CINEMA_LIMITS.maxScreens);
  // Positions (and ids) of retired screens are never reused: their past shows keep pointing at them.
  const position = Math.max(0, ...[...cinema.screens.values()].map((s) => s.position)) + 1;
  const name = command.name ?? screenLabel(position);
  assertNameFree(cinema, name, null);
  const data = {
    cinemaId: cinema.cinema.cinemaId,
    screenId: screenIdFor(cinema.cinema.cinemaId, position),
    name,
    position,
    addedBy: command.actor.accountId,
    addedAt: command.now.toISOString(),
  };
  return [{ type: 'ScreenAdded', data }];
}

export function renameScreen(command: RenameScreen, state: CinemaState): EventOf<'ScreenRenamed'>[] {
  const [cinema, screen] = screenInUse(state, command.screenId, command.actor);
  if (screen.name === command.name) return [];
  assertNameFree(cinema, command.name, screen.screenId);
  const data = {
    cinemaId: cinema.cinema.cinemaId,
    screenId: screen.screenId,
    name: command.name,
    renamedBy: command.actor.accountId,
    renamedAt: command.now.toISOString(),
  };
  return [{ type: 'ScreenRenamed', data }];
}

export function retireScreen(command: RetireScreen, state: CinemaState): EventOf<'ScreenRetired'>[] {
  const [cinema, screen] = screenInUse(state, command.screenId, command.actor);
  if (inUse(cinema).length <= 1) throw new LastScreenError(screen.screenId);
  const today = indianDate(command.now);
  const ahead = [...cinema.shows.values()].filter(
    (show) => show.screenId === screen.screenId && stillToRun(show, today),
  );
  if (ahead.length > 0) throw new ScreenHasShowsError(screen.screenId, screen.name, ahead.map(describeShow));
  const data = {
    cinemaId: cinema.cinema.cinemaId,
    screenId: screen.screenId,
    retiredBy: command.actor.accountId,
    retiredAt: command.now.toISOString(),
  };
  return [{ type: 'ScreenRetired', data }];
}

/** Pending or live, not cancelled, with a date from today on (today's may not have run yet). */
const stillToRun = (show: ShowState, today: string) =>
  !show.cancelled && (show.live ? show.live.dates.some((d) => d >= today) : show.showEnd >= today);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const dayMonth = (date: string) => `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

/** "Jawan, 3-6pm, 12 Dec to 14 Dec (live)": enough for an operator to find it. */
const describeShow = (show: ShowState) =>
  `${show.movieName}, ${show.timing}, ${dayMonth(show.showStart)} to ${dayMonth(show.showEnd)} (${show.live ? 'live' : 'pending'})`;

export function changeCinemaDetails(
  command: ChangeCinemaDetails,
  state: CinemaState,
): EventOf<'CinemaDetailsChanged'>[] {
  const { cinema } = managed(state, command.actor, () => new CinemaNotFoundError(command.cinemaId));
  if (cinema.cinemaName === command.cinemaName && cinema.pincode === command.pincode) return [];
  const data = {
    cinemaId: cinema.cinemaId,
    cinemaName: command.cinemaName,
    pincode: command.pincode,
    changedBy: command.actor.accountId,
    changedAt: command.now.toISOString(),
  };
  return [{ type: 'CinemaDetailsChanged', data }];
}
