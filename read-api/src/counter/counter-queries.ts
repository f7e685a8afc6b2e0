import {
  addDays,
  indianDate,
  LIMITS,
  TIMINGS,
  type CounterCinema,
  type CounterStaffMember,
} from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';

type Db = Kysely<ReadDatabase>;

/** The Admin's counter staff: one entry per account, with the Admin's cinemas it staffs. */
export async function counterStaffOf(db: Db, adminId: string): Promise<CounterStaffMember[]> {
  const rows = await db
    .selectFrom('counter_staff as s')
    .innerJoin('cinemas as c', 'c.cinema_id', 's.cinema_id')
    .leftJoin('accounts as a', (j) =>
      j.onRef('a.account_id', '=', 's.account_id').on('a.deleted', '=', false),
    )
    .select(['s.account_id', 's.email', 's.granted_at', 'a.user_name', 'c.cinema_id', 'c.cinema_name'])
    .where('c.admin_id', '=', adminId)
    .orderBy('s.email')
    .orderBy('c.cinema_name')
    .execute();
  const members = new Map<string, CounterStaffMember>();
  for (const r of rows) {
    const member = members.get(r.account_id) ?? {
      accountId: r.account_id,
      email: r.email,
      userName: r.user_name ?? null,
      cinemas: [],
    };
    member.cinemas.push({
      cinemaId: r.cinema_id,
      cinemaName: r.cinema_name,
      grantedAt: r.granted_at.toISOString(),
    });
    members.set(r.account_id, member);
  }
  return [...members.values()];
}

/**
 * The cinemas the caller sells at (their own as an Admin, those they staff), each with its
 * screenings from today through the date strip's last day, in the order of the day.
 */
export async function counterCinemasOf(db: Db, accountId: string, now: Date): Promise<CounterCinema[]> {
  const cinemas = await db
    .selectFrom('cinemas as c')
    .leftJoin('counter_staff as s', (j) =>
      j.onRef('s.cinema_id', '=', 'c.cinema_id').on('s.account_id', '=', accountId),
    )
    .select(['c.cinema_id', 'c.cinema_name', 'c.city_name', 'c.admin_id'])
    .where((eb) => eb.or([eb('c.admin_id', '=', accountId), eb('s.account_id', '=', accountId)]))
    .orderBy('c.cinema_name')
    .execute();
  if (cinemas.length === 0) return [];
  const today = indianDate(now);
  const screenings = await db
    .selectFrom('screenings as sc')
    .innerJoin('shows as sh', 'sh.show_id', 'sc.show_id')
    .innerJoin('screens as s', 's.screen_id', 'sc.screen_id')
    .leftJoin('movies as m', 'm.movie_id', 'sc.movie_id')
    .select([
      'sc.screening_id',
      'sc.cinema_id',
      'sc.movie_id',
      'sc.screening_date',
      'sc.timing',
      's.name as screen_name',
      'sh.movie_name as show_movie_name',
      'm.movie_name',
    ])
    .where(
      'sc.cinema_id',
      'in',
      cinemas.map((c) => c.cinema_id),
    )
    .where('sc.screening_date', '>=', today)
    .where('sc.screening_date', '<', addDays(today, LIMITS.dateStripDays))
    // A cancelled date (or show) sells nothing: the counter does not offer it.
    .where('sc.cancelled_at', 'is', null)
    .where('sh.cancelled_at', 'is', null)
    .orderBy('sc.screening_date')
    .orderBy('s.screen_position')
    .execute();
  const hour = (timing: string) => TIMINGS.find((t) => t.value === timing)?.startHour ?? 0;
  screenings.sort(
    (a, b) => a.screening_date.localeCompare(b.screening_date) || hour(a.timing) - hour(b.timing),
  );
  return cinemas.map((c) => ({
    cinemaId: c.cinema_id,
    cinemaName: c.cinema_name,
    cityName: c.city_name,
    role: c.admin_id === accountId ? 'admin' : 'staff',
    screenings: screenings
      .filter((s) => s.cinema_id === c.cinema_id)
      .map((s) => ({
        screeningId: s.screening_id,
        movieId: s.movie_id,
        movieName: s.movie_name ?? s.show_movie_name,
        screenName: s.screen_name,
        date: s.screening_date,
        timing: s.timing,
      })),
  }));
}
