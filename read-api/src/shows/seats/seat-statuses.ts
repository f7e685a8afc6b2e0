import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';

export type SeatStatus = 'Reserved' | 'Booked';

/**
 * The seats of a screening that are not Available at `now`, by seat number: booked ones, and
 * held ones whose hold is still running (an expired hold is free before its release arrives).
 */
export async function seatStatuses(
  db: Kysely<ReadDatabase>,
  screeningId: string,
  now: Date,
): Promise<Map<string, SeatStatus>> {
  const rows = await db
    .selectFrom('screening_seats')
    .select(['seat_number', 'status', 'expires_at'])
    .where('screening_id', '=', screeningId)
    .where('status', 'in', ['held', 'booked'])
    .execute();
  const statuses = new Map<string, SeatStatus>();
  for (const row of rows) {
    if (row.status === 'booked') statuses.set(row.seat_number, 'Booked');
    else if (row.expires_at && row.expires_at.getTime() > now.getTime())
      statuses.set(row.seat_number, 'Reserved');
  }
  return statuses;
}
