import { showStartsAt, TIMINGS, type AdminShow, type Timing } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';

const startHour = (timing: Timing) => TIMINGS.find((t) => t.value === timing)!.startHour;
const cancellation = (at: Date | null, reason: string | null) =>
  at ? { reason: reason ?? '', cancelledAt: at.toISOString() } : null;

/**
 * The admin's shows still to run (their last date today or later), pending or live, soonest
 * first, each live one with its dates from today on: what the cancel page offers.
 */
export async function listAdminShows(
  db: Kysely<ReadDatabase>,
  { adminId, today }: { adminId: string; today: string },
): Promise<AdminShow[]> {
  const shows = await db
    .selectFrom('shows as sh')
    .innerJoin('cinemas as c', 'c.cinema_id', 'sh.cinema_id')
    .innerJoin('screens as s', 's.screen_id', 'sh.screen_id')
    .leftJoin('movies as m', 'm.movie_id', 'sh.movie_id')
    .select([
      'sh.show_id',
      'sh.movie_name',
      'm.movie_name as current_movie_name',
      'sh.cinema_id',
      'c.cinema_name',
      'sh.screen_id',
      's.name as screen_name',
      'sh.timing',
      'sh.show_start',
      'sh.show_end',
      'sh.live',
      'sh.cancelled_at',
      'sh.cancel_reason',
    ])
    .where('sh.admin_id', '=', adminId)
    .where('sh.show_end', '>=', today)
    .orderBy('sh.show_start')
    .orderBy('sh.show_id')
    .execute();
  const ids = shows.filter((s) => s.live).map((s) => s.show_id);
  const screenings = ids.length
    ? await db
        .selectFrom('screenings')
        .select(['show_id', 'screening_id', 'screening_date', 'timing', 'cancelled_at', 'cancel_reason'])
        .where('show_id', 'in', ids)
        .where('screening_date', '>=', today)
        .orderBy('screening_date')
        .execute()
    : [];
  return shows.map((s) => ({
    showId: s.show_id,
    movieName: s.current_movie_name ?? s.movie_name,
    cinemaId: s.cinema_id,
    cinemaName: s.cinema_name,
    screenId: s.screen_id,
    screenName: s.screen_name,
    timing: s.timing,
    showStart: s.show_start,
    showEnd: s.show_end,
    live: s.live,
    cancelled: cancellation(s.cancelled_at, s.cancel_reason),
    dates: screenings
      .filter((sc) => sc.show_id === s.show_id)
      .map((sc) => ({
        date: sc.screening_date,
        screeningId: sc.screening_id,
        startsAt: showStartsAt(sc.screening_date, startHour(sc.timing)).toISOString(),
        cancelled: cancellation(sc.cancelled_at, sc.cancel_reason),
      })),
  }));
}
