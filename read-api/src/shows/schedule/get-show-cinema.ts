import { paiseToRupees, TIMING_VALUES, type ShowCinema } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';
import { listUpcomingScreenings } from './upcoming-screenings.ts';

/**
 * The cinemas with live shows of a movie from `today` on, each show with its upcoming dates. The
 * chosen city's cinemas come first, then by name; shows by timing, then screen.
 */
export async function listShowCinemas(
  db: Kysely<ReadDatabase>,
  { movieId, cityId, today }: { movieId: string; cityId?: string; today: string },
): Promise<ShowCinema[]> {
  const rows = await listUpcomingScreenings(db, { movieId, today });

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
