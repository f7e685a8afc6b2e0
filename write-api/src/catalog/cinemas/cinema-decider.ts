import type { EventOf } from '@cinema/contracts';
import type { Decider } from '../../infra/decider.ts';
import { addShow, makeShowLive, type AddShow, type MakeShowLive } from '../../shows/schedule/decide.ts';
import { evolve, initialState, type CinemaState } from './cinema.ts';
import { addCinema, configureScreen, type AddCinema, type ConfigureScreen } from './decide.ts';

export type CinemaCommand = AddCinema | ConfigureScreen | AddShow | MakeShowLive;
export type CinemaEvent = EventOf<'CinemaAdded' | 'ScreenConfigured' | 'ShowAdded' | 'ShowWentLive'>;

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
