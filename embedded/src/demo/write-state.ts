import { loadCinema, loadCities, type WriteDeps } from '@cinema/write-api';
import type { ScheduledShow } from './schedule.ts';

/*
 * What the demo loader needs to know before it issues a command, from the write side's own state
 * (never from read models, which may lag behind the events just written).
 */

/** City ids by normalized name. */
export const cityIdsByName = async (deps: Pick<WriteDeps, 'store'>): Promise<ReadonlyMap<string, string>> =>
  (await loadCities(deps)).byName;

export interface CinemaSchedule {
  exists: boolean;
  /** Screen id → configured yet. */
  screens: Map<string, boolean>;
  shows: ScheduledShow[];
}

/** A cinema's screens and shows. */
export async function cinemaSchedule(
  deps: Pick<WriteDeps, 'store'>,
  cinemaId: string,
): Promise<CinemaSchedule> {
  const state = await loadCinema(deps, cinemaId);
  if (state.status !== 'open') return { exists: false, screens: new Map(), shows: [] };
  return {
    exists: true,
    screens: new Map([...state.screens.values()].map((s) => [s.screenId, s.config !== null])),
    shows: [...state.shows.values()].map(({ showId, screenId, timing, showStart, showEnd, live }) => ({
      showId,
      screenId,
      timing,
      showStart,
      showEnd,
      live: live !== null,
    })),
  };
}
