import {
  parseStoredEvent,
  screeningRoom,
  seatIdFor,
  type SeatPush,
  type ServerToClientEvents,
} from '@cinema/contracts';
import type { RecordedEvent } from '@cinema/event-store';
import type { CommittedListener } from '../../infra/relay/committed-relay.ts';

export type SeatPushName = keyof ServerToClientEvents;

/** One push to the browsers on a screening's seat page. */
export interface SeatPushMessage {
  room: string;
  name: SeatPushName;
  push: SeatPush;
}

/** Where pushes go: the in-process Socket.IO server, or the Redis emitter of a projector process. */
export type SeatPushSink = (message: SeatPushMessage) => void;

/** Anything with Socket.IO's `to(room).emit(name, payload)`: a Server, or a Redis Emitter. */
export interface RoomBroadcaster {
  to(room: string): { emit(name: SeatPushName, push: SeatPush): unknown };
}

export const broadcastTo =
  (target: RoomBroadcaster): SeatPushSink =>
  ({ room, name, push }) =>
    void target.to(room).emit(name, push);

/**
 * The seat pushes of committed events, in log order: a hold marks its seats Reserved, a booking
 * Booked, a release (expired, given back, payment failed) Available again. Each carries the
 * position of its event, so a page drops what its last read (seatsAsOf) already showed.
 */
export function seatPushesOf(events: readonly RecordedEvent[]): SeatPushMessage[] {
  const pushes: SeatPushMessage[] = [];
  for (const recorded of events) {
    const message = pushOf(recorded);
    if (message && message.push.seatIds.length > 0) pushes.push(message);
  }
  return pushes;
}

function pushOf(recorded: RecordedEvent): SeatPushMessage | null {
  if (!RELAYED.has(recorded.type)) return null;
  const event = safeParse(recorded);
  if (!event) return null;
  const at = (name: SeatPushName, screeningId: string, seats: readonly string[]) => ({
    room: screeningRoom(screeningId),
    name,
    push: {
      screeningId,
      seatIds: seats.map((seat) => seatIdFor(screeningId, seat)),
      position: recorded.position,
    },
  });
  switch (event.type) {
    case 'SeatsHeld':
      return at('reservedSeats', event.data.screeningId, event.data.seats);
    case 'SeatsBooked':
      return at(
        'seatsUpdated',
        event.data.screeningId,
        event.data.seats.map((s) => s.seatNumber),
      );
    case 'HoldReleased':
      return at('seatsToRevert', event.data.screeningId, event.data.seats);
    default:
      return null;
  }
}

const RELAYED = new Set(['SeatsHeld', 'SeatsBooked', 'HoldReleased']);

// The projector parked whatever it could not read; the relay just skips it.
function safeParse(recorded: RecordedEvent) {
  try {
    return parseStoredEvent(recorded);
  } catch {
    return null;
  }
}

/**
 * Hands the seat changes of each committed projector batch to `sink`, at most once (see
 * committed-relay.ts): a page that missed one re-reads the seat map when it reconnects.
 */
export function relaySeatChanges(
  projector: { onCommitted(listener: CommittedListener): () => void },
  sink: SeatPushSink,
): () => void {
  return projector.onCommitted((events) => {
    for (const message of seatPushesOf(events)) sink(message);
  });
}
