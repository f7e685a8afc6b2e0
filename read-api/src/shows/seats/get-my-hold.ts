import { seatIdFor, seatsOf, type Hold } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';

/**
 * The caller's running hold on a screening (the seat page after a reload), or null: its seats in
 * seat-map order, and what they cost by the layout frozen when the show went live. A viewer holds
 * one set at a time; should two rows say otherwise for a moment, the newest hold wins.
 */
export async function findMyHold(
  db: Kysely<ReadDatabase>,
  { screeningId, accountId, now }: { screeningId: string; accountId: string; now: Date },
): Promise<Hold | null> {
  const rows = await db
    .selectFrom('screening_seats')
    .select(['seat_number', 'hold_id', 'expires_at', 'extended', 'position_key'])
    .where('screening_id', '=', screeningId)
    .where('account_id', '=', accountId)
    .where('status', '=', 'held')
    .where('expires_at', '>', now)
    .execute();
  if (rows.length === 0) return null;
  const newest = rows.reduce((a, b) => (BigInt(b.position_key) > BigInt(a.position_key) ? b : a));
  const mine = rows.filter((r) => r.hold_id === newest.hold_id);
  const screening = await db
    .selectFrom('screenings')
    .select('seat_layout')
    .where('screening_id', '=', screeningId)
    .executeTakeFirst();
  if (!screening) return null;
  const held = new Set(mine.map((r) => r.seat_number));
  const seats = seatsOf(screening.seat_layout).filter((s) => held.has(s.seatNumber));
  return {
    holdId: newest.hold_id!,
    screeningId,
    seatIds: seats.map((s) => seatIdFor(screeningId, s.seatNumber)),
    expiresAt: newest.expires_at!.toISOString(),
    extendable: !newest.extended,
    totalAmountPaise: seats.reduce((sum, s) => sum + s.pricePaise, 0),
    // The seat page's countdown runs on the server's clock, not the device's.
    serverTime: now.toISOString(),
  };
}
