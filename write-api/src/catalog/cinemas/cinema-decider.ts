import type { EventOf } from '@cinema/contracts';
import type { Decider } from '../../infra/decider.ts';
import { addShow, makeShowLive, type AddShow, type MakeShowLive } from '../../shows/schedule/decide.ts';
import { cancelShow, type CancelShow } from '../../shows/schedule/cancel-decide.ts';
import {
  editShow,
  extendShowRun,
  type EditShow,
  type ExtendShowRun,
} from '../../shows/schedule/edit-decide.ts';
import { evolve, initialState, type CinemaState } from './cinema.ts';
import { addCinema, configureScreen, type AddCinema, type ConfigureScreen } from './decide.ts';
import {
  addScreen,
  changeCinemaDetails,
  renameScreen,
  retireScreen,
  type ScreenCommand,
} from './screens-decide.ts';

export type CinemaCommand =
  | AddCinema
  | ConfigureScreen
  | AddShow
  | MakeShowLive
  | CancelShow
  | EditShow
  | ExtendShowRun
  | ScreenCommand;
export type CinemaEvent = EventOf<
  | 'CinemaAdded'
  | 'ScreenConfigured'
  | 'ShowAdded'
  | 'ShowWentLive'
  | 'ShowCancelled'
  | 'ShowEdited'
  | 'ShowRunExtended'
  | 'ScreenAdded'
  | 'ScreenRenamed'
  | 'ScreenRetired'
  | 'CinemaDetailsChanged'
>;

function decide(command: CinemaCommand, state: CinemaState): CinemaEvent[] {
  switch (command.type) {
    case 'AddCinema':
      return addCinema(command, state);
    case 'ConfigureScreen':
      return configureScreen(command, state);
    case 'AddShow':
      return addShow(command, state);
    case 'MakeShowLive':
      return makeShowLive(command, state);
    case 'CancelShow':
      return cancelShow(command, state);
    case 'EditShow':
      return editShow(command, state);
    case 'ExtendShowRun':
      return extendShowRun(command, state);
    case 'AddScreen':
      return addScreen(command, state);
    case 'RenameScreen':
      return renameScreen(command, state);
    case 'RetireScreen':
      return retireScreen(command, state);
    case 'ChangeCinemaDetails':
      return changeCinemaDetails(command, state);
    default:
      return command satisfies never;
  }
}

/**
 * One decider for every command on a cinema stream (its screens and its schedule of shows too):
 * commands to one cinema then queue behind each other and share one cached state.
 */
export const cinemaDecider: Decider<CinemaState, CinemaCommand, CinemaEvent> = {
  initialState,
  evolve,
  decide,
};
