import { positionFromKey, SEAT_BEAT_MS, screeningRoom } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';
import type { SeatSocketServer } from './seat-sockets.ts';

const ROOM_PREFIX = screeningRoom('');

/**
 * Tells each seat-map room this process serves the position of its screening's latest seat change,
 * every few seconds, from the read model. Seat pushes are hints sent at most once (a Redis outage
 * or a projector restart loses some); a page that hears of a position it has not seen reads its
 * map again, so every open page converges within one beat, with or without Redis. Only this
 * process's own sockets are told (`local`): every instance beats for its own rooms.
 */
export function startSeatBeat(io: SeatSocketServer, db: Kysely<ReadDatabase>, everyMs = SEAT_BEAT_MS) {
  let running = false;
  async function beat() {
    if (running) return;
    running = true;
    try {
      const screenings = [...io.of('/').adapter.rooms.keys()]
        .filter((room) => room.startsWith(ROOM_PREFIX))
        .map((room) => room.slice(ROOM_PREFIX.length));
      if (screenings.length === 0) return;
      const rows = await db
        .selectFrom('screening_seats')
        .select(['screening_id', (eb) => eb.fn.max('position_key').as('latest')])
        .where('screening_id', 'in', screenings)
        .groupBy('screening_id')
        .execute();
      for (const { screening_id: screeningId, latest } of rows)
        if (latest !== null)
          io.local
            .to(screeningRoom(screeningId))
            .emit('seatsAt', { screeningId, position: positionFromKey(latest) });
    } catch {
      // The database is away: the next beat tries again; pages keep what they show meanwhile.
    } finally {
      running = false;
    }
  }
  const timer = setInterval(() => void beat(), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
