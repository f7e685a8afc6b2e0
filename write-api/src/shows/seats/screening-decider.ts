import type { EventOf } from '@cinema/contracts';
import type { Decider } from '../../infra/decider.ts';
import {
  admitTicket,
  bookSeats,
  extendHold,
  holdSeats,
  releaseExpiredHolds,
  releaseHold,
  type ScreeningCommand,
} from './decide.ts';
import { sellAtCounter, type SellAtCounter } from './counter-sale.ts';
import { evolve, initialState, type ScreeningState } from './screening.ts';
import { cancelScreening, refuseIfCancelled } from './cancel-screening.ts';

export type ScreeningEvent = EventOf<
  'SeatsHeld' | 'HoldExtended' | 'HoldReleased' | 'SeatsBooked' | 'TicketAdmitted' | 'ScreeningCancelled'
>;

function decide(command: ScreeningCommand | SellAtCounter, state: ScreeningState): ScreeningEvent[] {
  switch (command.type) {
    case 'HoldSeats':
      refuseIfCancelled(state, command.screeningId);
      return holdSeats(command, state);
    case 'ExtendHold':
      refuseIfCancelled(state, command.screeningId);
      return extendHold(command, state);
    case 'ReleaseHold':
      return releaseHold(command, state);
    case 'ReleaseExpiredHolds':
      return releaseExpiredHolds(command, state);
    case 'BookSeats':
      // A booking made before the cancellation stands (it is being refunded): a repeat finds it.
      if (state.bookings.has(command.bookingId)) return [];
      refuseIfCancelled(state, command.screeningId);
      return bookSeats(command, state);
    case 'AdmitTicket':
      return admitTicket(command, state);
    case 'SellAtCounter':
      refuseIfCancelled(state, command.screeningId);
      return sellAtCounter(command, state);
    case 'CancelScreening':
      return cancelScreening(command, state);
    default:
      return command satisfies never;
  }
}

/**
 * Every command on a screening's stream. The stream is hot (many viewers at once): commands queue
 * in the process and are decided in turn against the cached state, so contention is a queue.
 */
export const screeningDecider: Decider<ScreeningState, ScreeningCommand | SellAtCounter, ScreeningEvent> = {
  initialState,
  evolve,
  decide,
};
