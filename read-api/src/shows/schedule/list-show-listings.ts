import { showStartsAt, TIMING_VALUES, TIMINGS, type ShowListing, type Timing } from '@cinema/contracts';
import type { ReadDatabase } from '@cinema/projector/db';
import type { Kysely } from 'kysely';
import { listUpcomingScreenings } from './upcoming-screenings.ts';

const startHour = (timing: Timing) => TIMINGS.find((t) => t.value === timing)!.startHour;

/**
 * The original API's shows page (`getMovieCinema` with `{movieId}` only): one item per live show of
 * the movie that has a screening still to begin, flat (`cinemaId`, `cinemaName`, `screens`,
 * `timing`…), as that client groups them by cinema and first screen. `showStart` is the date of
 * the next screening, the one its seat page then offers. By cinema name, then timing and screen.
 */
export async function listShowListings(
  db: Kysely<ReadDatabase>,
  { movieId, today, now }: { movieId: string; today: string; now: Date },
): Promise<ShowListing[]> {
  const rows = await listUpcomingScreenings(db, { movieId, today });

  const shows = new Map<string, ShowListing & { position: number }>();
  for (const r of rows) {
    const startsAt = showStartsAt(r.screening_date, startHour(r.timing));
    if (startsAt <= now) continue;
    const show = shows.get(r.show_id);
    if (show) {
      show.dates.push(r.screening_date);
      continue;
    }
    shows.set(r.show_id, {
      _id: r.show_id,
      showId: r.show_id,
      movieId,
      cinemaId: r.cinema_id,
      cinemaName: r.cinema_name,
      pincode: r.pincode,
      cityId: r.city_id,
      cityName: r.city_name,
      screens: [r.screen_id],
      screenId: r.screen_id,
      screenName: r.screen_name,
      timing: r.timing,
      showStart: r.screening_date,
      showEnd: r.show_end,
      startsAt: startsAt.toISOString(),
      dates: [r.screening_date],
      position: r.screen_position,
    });
  }
  return [...shows.values()]
    .sort(
      (a, b) =>
        a.cinemaName.localeCompare(b.cinemaName) ||
        a.cinemaId.localeCompare(b.cinemaId) ||
        TIMING_VALUES.indexOf(a.timing) - TIMING_VALUES.indexOf(b.timing) ||
        a.position - b.position ||
        a.startsAt.localeCompare(b.startsAt),
    )
    .map(({ position: _position, ...show }) => show);
}
