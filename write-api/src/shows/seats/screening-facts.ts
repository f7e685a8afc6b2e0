import { cinemaIdOf, showStartsAt, splitScreeningId, TIMINGS } from '@cinema/contracts';
import type { WriteDeps } from '../../deps.ts';
import { loadCinema } from '../../catalog/cinemas/commands.ts';
import type { ScreeningFacts } from './decide.ts';

export interface ScreeningInfo extends ScreeningFacts {
  screeningId: string;
  showId: string;
  date: string;
  cinemaId: string;
  /** The admin who runs the cinema (tickets are checked at their door). */
  adminId: string;
  movieId: string;
}

// A live show's layout never changes (frozen in ShowWentLive) and its dates only grow (ShowRunExtended
// adds some), so a found screening is cached for good; only misses go back to the cinema stream.
// Bounded like the stream-state cache.
const MAX_CACHED = 5000;
const cache = new WeakMap<object, Map<string, ScreeningInfo>>();

/** What the cinema's stream says of a screening; null when no live show has that date. */
export async function loadScreeningInfo(
  deps: Pick<WriteDeps, 'store'>,
  screeningId: string,
): Promise<ScreeningInfo | null> {
  let known = cache.get(deps.store);
  if (!known) cache.set(deps.store, (known = new Map()));
  const hit = known.get(screeningId);
  if (hit) return hit;
  const parts = splitScreeningId(screeningId);
  if (!parts) return null;
  const cinema = await loadCinema(deps, cinemaIdOf(parts.showId));
  if (cinema.status !== 'open') return null;
  const show = cinema.shows.get(parts.showId);
  if (!show?.live || !show.live.dates.includes(parts.date)) return null;
  const startHour = TIMINGS.find((t) => t.value === show.timing)!.startHour;
  const info: ScreeningInfo = {
    screeningId,
    showId: show.showId,
    date: parts.date,
    cinemaId: cinema.cinema.cinemaId,
    adminId: cinema.cinema.adminId,
    movieId: show.movieId,
    layout: show.live.seatLayout,
    startsAt: showStartsAt(parts.date, startHour),
  };
  if (known.size >= MAX_CACHED) known.delete(known.keys().next().value!);
  known.set(screeningId, info);
  return info;
}
