import { paiseToRupees, TIMING_VALUES, type ShowCinema } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';

/**
 * The cinemas with live shows of a movie from `today` on, each show with its upcoming dates. The
 * chosen city's cinemas come first, then by name; shows by timing, then screen.
 */
export async function listShowCinemas(
  db: Kysely<ReadDatabase>,
  { movieId, cityId, today }: { movieId: string; cityId?: string; today: string },
): Promise<ShowCinema[]> {
  const rows = await db
    .selectFrom('screenings as sc')
    .innerJoin('shows as sh', 'sh.show_id', 'sc.show_id')
    .innerJoin('cinemas as c', 'c.cinema_id', 'sc.cinema_id')
    .innerJoin('screens as s', 's.screen_id', 'sc.screen_id')
    .select([
      'sc.screening_id',
      'sc.screening_date',
      'sh.show_id',
      'sh.timing',
      'sh.show_start',
      'sh.show_end',
      'sh.screen_id',
      'sc.seat_layout',
      's.name as screen_name',
      's.screen_position',
      'c.cinema_id',
      'c.cinema_name',
      'c.pincode',
      'c.city_id',
      'c.city_name',
    ])
    .where('sc.movie_id', '=', movieId)
    .where('sc.screening_date', '>=', today)
    .where('sc.cancelled_at', 'is', null)
    .orderBy('sc.screening_date')
    .execute();

  const cinemas = new Map<string, ShowCinema>();
  for (const r of rows) {
    let cinema = cinemas.get(r.cinema_id);
    if (!cinema) {
      cinema = {
        _id: r.cinema_id,
        cinemaName: r.cinema_name,
        pincode: r.pincode,
        cityId: { _id: r.city_id, cityName: r.city_name },
        shows: [],
      };
      cinemas.set(r.cinema_id, cinema);
    }
    let show = cinema.shows.find((s) => s.showId === r.show_id);
    if (!show) {
      show = {
        _id: r.show_id,
        showId: r.show_id,
        timing: r.timing,
        screenId: r.screen_id,
        screenName: r.screen_name,
        showStart: r.show_start,
        showEnd: r.show_end,
        dates: [],
        // What its seats cost, so a viewer sees prices before the seat page.
        priceRange: {
          min: paiseToRupees(Math.min(...r.seat_layout.map((c) => c.pricePaise))),
          max: paiseToRupees(Math.max(...r.seat_layout.map((c) => c.pricePaise))),
        },
      };
      cinema.shows.push(show);
    }
    show.dates.push({ date: r.screening_date, screeningId: r.screening_id });
  }
  const position = new Map(rows.map((r) => [r.screen_id, r.screen_position]));
  const inCity = (c: ShowCinema) => (cityId && c.cityId._id === cityId ? 0 : 1);
  for (const cinema of cinemas.values())
    cinema.shows.sort(
      (a, b) =>
        TIMING_VALUES.indexOf(a.timing) - TIMING_VALUES.indexOf(b.timing) ||
        position.get(a.screenId)! - position.get(b.screenId)!,
    );
  return [...cinemas.values()].sort(
    (a, b) => inCity(a) - inCity(b) || a.cinemaName.localeCompare(b.cinemaName) || a._id.localeCompare(b._id),
  );
}
