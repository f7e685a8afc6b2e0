import type { Held } from './use-hold';
import { useRefocus } from './use-refocus';
import { useSeatSocket } from './use-seat-socket';
import {
  applySeatPush,
  isSeatPush,
  missedChange,
  type SeatMapState,
  type SeatPushKind,
} from '../utils/apply-seat-push';

interface LiveSeats {
  screeningId: string;
  map: SeatMapState;
  held: Held | null;
  /** Reads the map again now; `reloadIfOld` only when the last read is no longer fresh. */
  reload: () => void;
  reloadIfOld: () => void;
  push: (kind: SeatPushKind, message: unknown) => void;
  /** Asks the server what the viewer's hold is now. */
  refreshHold: () => void;
}

/**
 * Keeps the seat map live while the page is shown: the room's pushes update the cached map, and
 * the map (with the viewer's hold) is read again whenever something may have been missed: a
 * rejoin after a reconnect, a beat naming a change never heard of, the viewer coming back to the
 * window. The first join right after the page's own read does not read again.
 */
export function useLiveSeats({ screeningId, map, held, reload, reloadIfOld, push, refreshHold }: LiveSeats) {
  const resync = () => {
    reload();
    refreshHold();
  };
  useSeatSocket(screeningId, {
    onJoined: (rejoined) => (rejoined ? resync() : reloadIfOld()),
    // A push this page never got (pushes are at most once): read the map again.
    onBeat: (beat) => missedChange(map, beat) && reload(),
    onPush: (kind, message) => {
      if (
        held &&
        kind === 'seatsToRevert' &&
        isSeatPush(message) &&
        applySeatPush(map, kind, message) !== map &&
        // One of our held seats is free again (released elsewhere?): ask the server, which has seen this push.
        message.seatIds.some((id) => held.hold.seatIds.includes(id))
      )
        refreshHold();
      push(kind, message);
    },
  });
  useRefocus(resync);
  return resync;
}
