import {
  LISTENERS_ROOM,
  screeningRoom,
  seatIdFor,
  type SeatIdList,
  type SeatPush,
  type ServerToClientEvents,
} from '@cinema/contracts';
import type { RecordedEvent } from '@cinema/event-store';
import { projectedEvent, type CommittedListener } from '@cinema/workflow';

export type SeatPushName = keyof ServerToClientEvents;

/** One push to the browsers on a screening's seat page. */
export interface SeatPushMessage {
  room: string;
  name: SeatPushName;
  push: SeatPush;
}

/**
 * Where the pushes of one committed batch go, in log order: the in-process Socket.IO server, or the
 * Redis emitter of a projector process.
 */
export type SeatPushSink = (messages: readonly SeatPushMessage[]) => void;

interface Emitting<Payload> {
  emit(name: SeatPushName, payload: Payload): unknown;
}

/** Anything with Socket.IO's `to(room).emit(name, payload)`: a Server, or a Redis Emitter. */
export interface RoomBroadcaster {
  to(room: string): Emitting<SeatPush>;
}

/**
 * How long seat changes gather before the listen-only sockets hear them: every such socket hears
 * every screening, so under load one frame per run of a kind every 100 ms, not one per event, is
 * what keeps a thousand of them affordable (bench:broadcast). Seat pages are not delayed.
 */
export const LISTENER_BATCH_MS = 100;

/**
 * Each push goes to its screening's room at once. With `listeners` (SOCKET_BROADCAST, the default)
 * the changes also go to LISTENERS_ROOM in the original API's form, plain arrays of seat ids:
 * read-api keeps there every socket that has not asked for a screening (a socket leaves it when it
 * joins one, so seat pages only get their rooms' rich pushes). What gathered for `batchMs` is sent
 * as at most one array per event, each seat under its latest change only (a seat held and given
 * back meanwhile is only given back): the lists are disjoint, so the page ends in the same state
 * whatever their order. A change in flight when the process stops is lost, as any push may be.
 */
export const broadcastTo = (
  target: RoomBroadcaster,
  { listeners = true, batchMs = LISTENER_BATCH_MS }: { listeners?: boolean; batchMs?: number } = {},
): SeatPushSink => {
  let gathered: SeatPushMessage[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    const messages = gathered;
    gathered = [];
    const plain = target.to(LISTENERS_ROOM) as unknown as Emitting<SeatIdList>;
    for (const [name, seatIds] of latestChanges(messages)) plain.emit(name, seatIds);
  };
  return (messages) => {
    for (const { room, name, push } of messages) target.to(room).emit(name, push);
    if (!listeners) return;
    gathered.push(...messages);
    if (batchMs <= 0) return flush();
    if (!timer) {
      timer = setTimeout(flush, batchMs);
      timer.unref?.();
    }
  };
};

/** Each seat's latest change among `messages`, grouped by event: disjoint lists of seat ids. */
export function latestChanges(messages: readonly SeatPushMessage[]): Map<SeatPushName, SeatIdList> {
  const latest = new Map<string, SeatPushName>();
  for (const { name, push } of messages) for (const seatId of push.seatIds) latest.set(seatId, name);
  const byEvent = new Map<SeatPushName, SeatIdList>();
  for (const [seatId, name] of latest) {
    const list = byEvent.get(name);
    if (list) list.push(seatId);
    else byEvent.set(name, [seatId]);
  }
  return byEvent;
}

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

// The projector parked whatever it could not read; the relay just skips it. The events it hands on
// were parsed as it applied them: the same objects, parsed once.
function safeParse(recorded: RecordedEvent) {
  try {
    return projectedEvent(recorded);
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
    const messages = seatPushesOf(events);
    if (messages.length > 0) sink(messages);
  });
}
