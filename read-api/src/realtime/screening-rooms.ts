import { BOOKING_TEXTS, screeningRoom, splitScreeningId, type JoinAck } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';
import type { Socket } from 'socket.io';

const MAX_ID_LENGTH = 250;
const ROOM_PREFIX = screeningRoom('');
export const SOCKET_TEXTS = {
  tooManyRooms: 'Too many seat maps are open on this connection',
  unavailable: 'Live seat updates are unavailable right now',
} as const;

/**
 * Who may join which room: only a screening the read models know (a screening never disappears,
 * so a known one is remembered), and only a few per socket, so a socket cannot make the server
 * hold rooms for ids it invents.
 */
export function screeningRooms(db: Kysely<ReadDatabase>, maxRooms: number, remember = 10_000) {
  const known = new Set<string>();

  async function exists(screeningId: string) {
    if (known.has(screeningId)) return true;
    const row = await db
      .selectFrom('screenings')
      .select('screening_id')
      .where('screening_id', '=', screeningId)
      .executeTakeFirst();
    if (!row) return false;
    if (known.size >= remember) known.clear();
    known.add(screeningId);
    return true;
  }

  const roomsOf = (socket: Socket) => [...socket.rooms].filter((room) => room.startsWith(ROOM_PREFIX)).length;

  return {
    roomOf: screeningRoom,
    async join(socket: Socket, screeningId: unknown): Promise<JoinAck> {
      if (
        typeof screeningId !== 'string' ||
        screeningId.length > MAX_ID_LENGTH ||
        !splitScreeningId(screeningId)
      )
        return { ok: false, message: BOOKING_TEXTS.screeningNotFound };
      const room = screeningRoom(screeningId);
      if (socket.rooms.has(room)) return { ok: true };
      if (roomsOf(socket) >= maxRooms) return { ok: false, message: SOCKET_TEXTS.tooManyRooms };
      try {
        if (!(await exists(screeningId))) return { ok: false, message: BOOKING_TEXTS.screeningNotFound };
      } catch {
        return { ok: false, message: SOCKET_TEXTS.unavailable };
      }
      if (socket.disconnected) return { ok: false, message: SOCKET_TEXTS.unavailable };
      // Checked again: two joins may have been waiting on the database together.
      if (roomsOf(socket) >= maxRooms) return { ok: false, message: SOCKET_TEXTS.tooManyRooms };
      await socket.join(room);
      return { ok: true };
    },
  };
}
