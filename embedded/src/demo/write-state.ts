import { normalizeName, parseStoredEvent, type DomainEvent } from '@cinema/contracts';
import type { WriteDeps } from '@cinema/write-api';
import type { ScheduledShow } from './schedule.ts';

/*
 * What the demo loader needs to know before it issues a command, read from the write side's
 * streams (never from read models, which may lag behind the events just written).
 * TODO(demo): switch to the write-api's own loaders for cities and cinemas once it exports them.
 */

async function eventsOf(deps: Pick<WriteDeps, 'store'>, streamId: string): Promise<DomainEvent[]> {
  const stored = await deps.store.readStream(streamId);
  return stored.map((event) => parseStoredEvent(event)).filter((e): e is DomainEvent => e !== null);
}

/** City ids by normalized name, from the cities registry stream. */
export async function cityIdsByName(deps: Pick<WriteDeps, 'store'>): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const event of await eventsOf(deps, 'cities'))
    if (event.type === 'CityAdded') ids.set(normalizeName(event.data.cityName), event.data.cityId);
  return ids;
}

export interface CinemaSchedule {
  exists: boolean;
  /** Screen id → configured yet. */
  screens: Map<string, boolean>;
  shows: ScheduledShow[];
}

/** A cinema's screens and shows, from its stream. */
export async function cinemaSchedule(
  deps: Pick<WriteDeps, 'store'>,
  cinemaId: string,
): Promise<CinemaSchedule> {
  const schedule: CinemaSchedule = { exists: false, screens: new Map(), shows: [] };
  for (const event of await eventsOf(deps, `cinema-${cinemaId}`)) {
    switch (event.type) {
      case 'CinemaAdded':
        schedule.exists = true;
        for (const screen of event.data.screens) schedule.screens.set(screen.screenId, false);
        break;
      case 'ScreenConfigured':
        schedule.screens.set(event.data.screenId, true);
        break;
      case 'ShowAdded': {
        const { showId, screenId, timing, showStart, showEnd } = event.data;
        schedule.shows.push({ showId, screenId, timing, showStart, showEnd, live: false });
        break;
      }
      case 'ShowWentLive': {
        const show = schedule.shows.find((s) => s.showId === event.data.showId);
        if (show) show.live = true;
        break;
      }
      default:
        break;
    }
  }
  return schedule;
}
