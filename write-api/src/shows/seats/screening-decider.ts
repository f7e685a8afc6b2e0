import type { EventOf } from '@cinema/contracts';
import type { Decider } from '../../infra/decider.ts';
import {
  admitTicket,
  bookSeats,
  extendHold,
  holdSeats,
  releaseHold,
  type ScreeningCommand,
} from './decide.ts';
import { evolve, initialState, type ScreeningState } from './screening.ts';

export type ScreeningEvent = EventOf<
  'SeatsHeld' | 'HoldExtended' | 'HoldReleased' | 'SeatsBooked' | 'TicketAdmitted'
>;

function decide(command: ScreeningCommand, state: ScreeningState): ScreeningEvent[] {
  switch (command.type) {
    case 'HoldSeats':
      return holdSeats(command, state);
    case 'ExtendHold':
      return extendHold(command, state);
    case 'ReleaseHold':
      return releaseHold(command, state);
    case 'BookSeats':
      return bookSeats(command, state);
    case 'AdmitTicket':
      return admitTicket(command, state);
    default:
      return command satisfies never;
  }
}

/**
 * Every command on a screening's stream. The stream is hot (many viewers at once): commands queue
 * in the process and are decided in turn against the cached state, so contention is a queue.
 */
export const screeningDecider: Decider<ScreeningState, ScreeningCommand, ScreeningEvent> = {
  initialState,
  evolve,
  decide,
};
