import { io, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@cinema/contracts';
import { SOCKET_OPTIONS } from '@cinema/contracts/browser';
import { rememberPosition } from '@/lib/api-client';
import { isSeatPush, SEAT_PUSH_KINDS, type SeatPushKind } from '../utils/apply-seat-push';

export interface SeatSocketHandlers {
  onPush: (kind: SeatPushKind, push: unknown) => void;
  /**
   * The room was joined: `rejoined` after a reconnect, when pushes may have been missed meanwhile
   * (the server forgets the rooms of a dropped connection), so the map is read again.
   */
  onJoined: (rejoined: boolean) => void;
  /** The screening's latest change position, every few seconds (see `seatsAt`). */
  onBeat: (beat: unknown) => void;
}

/**
 * Joins the screening's Socket.IO room (same origin, the default /socket.io path) and hands its
 * seat pushes on; returns the way to leave. A reconnect joins again, as the server forgets the
 * rooms of a dropped connection. Loaded with the seat page, after it, never at start-up.
 */
export function connectSeatSocket(screeningId: string, handlers: SeatSocketHandlers): () => void {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
    ...SOCKET_OPTIONS,
    transports: [...SOCKET_OPTIONS.transports],
  });
  let joins = 0;
  socket.on('connect', () =>
    socket.emit('joinScreening', screeningId, (result) => {
      if (result?.ok) handlers.onJoined(joins++ > 0);
    }),
  );
  for (const kind of SEAT_PUSH_KINDS)
    socket.on(kind, (push) => {
      // A page that has seen a change reads at least that state from then on (read-your-writes).
      if (isSeatPush(push)) rememberPosition(push.position);
      handlers.onPush(kind, push);
    });
  socket.on('seatsAt', (beat) => handlers.onBeat(beat));
  return () => socket.disconnect();
}
