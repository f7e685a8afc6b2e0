import { SEAT_CLASSES, type ScreenLiveShow } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';

/**
 * The admin's live shows on one screen that still have a date to come (today included), each with
 * the seats and prices its next screening keeps: frozen when the show went live, so an update of
 * the screen does not reach them. Another admin's screen has none (nothing is told about it).
 */
export async function listScreenLiveShows(
  db: Kysely<ReadDatabase>,
  { adminId, screenId, today }: { adminId: string; screenId: string; today: string },
): Promise<ScreenLiveShow[]> {
  const rows = await db
    .selectFrom('shows as sh')
    .innerJoin('screenings as sc', 'sc.show_id', 'sh.show_id')
    .leftJoin('movies as m', 'm.movie_id', 'sh.movie_id')
    .select([
      'sh.show_id',
      'sh.movie_name',
      'm.movie_name as current_movie_name',
      'sh.timing',
      'sh.show_end',
      'sc.screening_date',
      'sc.seat_layout',
    ])
    .where('sh.admin_id', '=', adminId)
    .where('sh.screen_id', '=', screenId)
    .where('sh.live', '=', true)
    .where('sc.screening_date', '>=', today)
    .where('sc.cancelled_at', 'is', null)
    .orderBy('sc.screening_date')
    .orderBy('sh.show_id')
    .execute();
  const next = new Map<string, (typeof rows)[number]>();
  for (const row of rows) if (!next.has(row.show_id)) next.set(row.show_id, row);
  return [...next.values()].map((r) => ({
    showId: r.show_id,
    movieName: r.current_movie_name ?? r.movie_name,
    timing: r.timing,
    nextDate: r.screening_date,
    showEnd: r.show_end,
    prices: SEAT_CLASSES.flatMap((seatType) =>
      r.seat_layout
        .filter((c) => c.seatType === seatType)
        .map((c) => ({ seatType, seat: c.count, price: c.pricePaise / 100 })),
    ),
  }));
}
