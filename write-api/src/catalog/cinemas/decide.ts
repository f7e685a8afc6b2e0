import { CINEMA_LIMITS, screenIdFor, screenLabel, type EventOf } from '@cinema/contracts';
import type { CinemaState, ScreenConfig } from './cinema.ts';
import {
  CityNotFoundError,
  NotYourCinemaError,
  ScreenNotFoundError,
  StaleScreenVersionError,
} from './errors.ts';
import { ownedCinema } from './owned-cinema.ts';
import { ScreenRetiredError } from './screen-errors.ts';

export interface AddCinema {
  type: 'AddCinema';
  cinemaId: string;
  cinemaName: string;
  pincode: string;
  cityId: string;
  /** The city's name in the cities registry, looked up by the caller; null when there is none. */
  cityName: string | null;
  adminId: string;
  now: Date;
}

export interface ConfigureScreen {
  type: 'ConfigureScreen';
  screenId: string;
  /** Seat counts and prices in paise. */
  classes: ScreenConfig;
  /** The version the admin edited (If-Match); absent: overwrite whatever is there. */
  expectedVersion?: number;
  adminId: string;
  now: Date;
}

export function addCinema(command: AddCinema, state: CinemaState): EventOf<'CinemaAdded'>[] {
  if (state.status === 'open') {
    if (state.cinema.adminId !== command.adminId)
      throw new NotYourCinemaError(command.cinemaId, command.adminId);
    return []; // the same cinema again (a restarted demo load): nothing to do
  }
  if (command.cityName === null) throw new CityNotFoundError(command.cityId);
  const positions = Array.from({ length: CINEMA_LIMITS.screensPerCinema }, (_, i) => i + 1);
  return [
    {
      type: 'CinemaAdded',
      data: {
        cinemaId: command.cinemaId,
        cinemaName: command.cinemaName,
        pincode: command.pincode,
        cityId: command.cityId,
        cityName: command.cityName,
        adminId: command.adminId,
        screens: positions.map((position) => ({
          screenId: screenIdFor(command.cinemaId, position),
          name: screenLabel(position),
          position,
        })),
        addedAt: command.now.toISOString(),
      },
    },
  ];
}

export function configureScreen(command: ConfigureScreen, state: CinemaState): EventOf<'ScreenConfigured'>[] {
  const missing = () => new ScreenNotFoundError(command.screenId);
  const { cinema, screens } = ownedCinema(state, command.adminId, missing);
  const screen = screens.get(command.screenId);
  if (!screen) throw missing();
  if (screen.retiredAt) throw new ScreenRetiredError(screen.screenId);
  if (command.expectedVersion !== undefined && command.expectedVersion !== screen.version)
    throw new StaleScreenVersionError(screen.screenId, command.expectedVersion, screen.version);
  return [
    {
      type: 'ScreenConfigured',
      data: {
        cinemaId: cinema.cinemaId,
        screenId: screen.screenId,
        ...command.classes,
        version: screen.version + 1,
        configuredBy: command.adminId,
        configuredAt: command.now.toISOString(),
      },
    },
  ];
}
