import type { ShowCinema } from '@cinema/contracts';
import { showStartsAt, TIMING_VALUES, TIMINGS, type Timing } from '@cinema/contracts/browser';

export interface CinemaOnDate {
  cinema: ShowCinema;
  /** The timings screening that day, in the day's order; one each (the seat page is per timing). */
  timings: Timing[];
}

/**
 * What a timing button says: when the show starts and ends, read right ("9 PM – 12 midnight"; the
 * spec's values and labels say "12am" for noon and "12pm" for midnight), or the value itself.
 */
export const timingLabel = (timing: string): string =>
  TIMINGS.find((t) => t.value === timing)?.span ?? timing;

/** Whether the screening of `timing` on `date` has begun by `now` (its seats are no longer offered). */
export function hasStarted(date: string, timing: Timing, now: number = Date.now()): boolean {
  const startHour = TIMINGS.find((t) => t.value === timing)?.startHour ?? 0;
  return showStartsAt(date, startHour).getTime() <= now;
}

/**
 * The cinemas screening the movie on `date`, each with its timings that day. The city's cinemas
 * come first when one is given; otherwise the server's order (by name) is kept.
 */
export function cinemasOnDate(cinemas: readonly ShowCinema[], date: string, cityId?: string): CinemaOnDate[] {
  const result = cinemas.flatMap((cinema) => {
    const timings = new Set(
      cinema.shows.filter((show) => show.dates.some((d) => d.date === date)).map((show) => show.timing),
    );
    const ordered = TIMING_VALUES.filter((timing) => timings.has(timing));
    return ordered.length ? [{ cinema, timings: ordered }] : [];
  });
  if (!cityId) return result;
  const rank = (entry: CinemaOnDate) => (entry.cinema.cityId._id === cityId ? 0 : 1);
  return result.sort((a, b) => rank(a) - rank(b)); // stable: the server's order within each group
}

/** The cities of the cinemas that screen the movie, by name, each once. */
export function citiesOf(cinemas: readonly ShowCinema[]): { _id: string; cityName: string }[] {
  const byId = new Map(cinemas.map((cinema) => [cinema.cityId._id, cinema.cityId]));
  return [...byId.values()].sort((a, b) => a.cityName.localeCompare(b.cityName));
}

/** Every date on which at least one of the cinemas screens the movie. */
export const datesWithShows = (cinemas: readonly ShowCinema[]): Set<string> =>
  new Set(cinemas.flatMap((cinema) => cinema.shows.flatMap((show) => show.dates.map((d) => d.date))));
