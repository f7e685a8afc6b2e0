import { indianDate, normalizeName, screenIdFor } from '@cinema/contracts';
import { DomainError } from '@cinema/server-kit';
import { addCinema, addShow, configureScreen, makeShowLive, type WriteDeps } from '@cinema/write-api';
import { DEMO_CINEMAS, DEMO_SCREENS, type DemoCinema } from './cinemas.ts';
import type { LoadedFilm } from './load-movies.ts';
import { demoShowId, filmFor, planSlot, type ScheduleSlot } from './schedule.ts';
import { cinemaSchedule, cityIdsByName, type CinemaSchedule } from './write-state.ts';

/** Refusals that mean "already there": another start (or a crash-restart) got here first. */
const ALREADY_THERE = new Set(['SHOW_CLASH', 'SHOW_ALREADY_LIVE', 'STALE_VERSION']);
const ignoreAlreadyThere = (error: unknown) => {
  if (error instanceof DomainError && ALREADY_THERE.has(error.code)) return;
  throw error;
};

export interface CinemaLoadReport {
  cinemasAdded: number;
  screensConfigured: number;
  showsAdded: number;
  showsMadeLive: number;
}

/**
 * The demo Admin's cinemas with configured screens, and a schedule topped up so that every demo
 * screen runs its timings, live, from today (in India) through the next six days.
 */
export async function loadDemoCinemas(
  deps: WriteDeps,
  adminId: string,
  films: readonly LoadedFilm[],
): Promise<CinemaLoadReport> {
  const cityIds = await cityIdsByName(deps);
  const slotsOf = (cinema: DemoCinema) =>
    DEMO_SCREENS.flatMap((screen, i) =>
      screen.timings.map((timing): ScheduleSlot => ({
        cinemaId: cinema.cinemaId,
        screenId: screenIdFor(cinema.cinemaId, i + 1),
        timing,
      })),
    );
  // Each cinema is its own stream: they load side by side, each one's commands in turn.
  let firstSlot = 0;
  const reports = await Promise.all(
    DEMO_CINEMAS.map((cinema) => {
      const slots = slotsOf(cinema);
      const loaded = loadCinema(deps, cinema, cityIds, slots, firstSlot, films, adminId);
      firstSlot += slots.length;
      return loaded;
    }),
  );
  return reports.reduce((sum, r) => ({
    cinemasAdded: sum.cinemasAdded + r.cinemasAdded,
    screensConfigured: sum.screensConfigured + r.screensConfigured,
    showsAdded: sum.showsAdded + r.showsAdded,
    showsMadeLive: sum.showsMadeLive + r.showsMadeLive,
  }));
}

async function loadCinema(
  deps: WriteDeps,
  cinema: DemoCinema,
  cityIds: ReadonlyMap<string, string>,
  slots: readonly ScheduleSlot[],
  firstSlot: number,
  films: readonly LoadedFilm[],
  adminId: string,
): Promise<CinemaLoadReport> {
  let schedule = await cinemaSchedule(deps, cinema.cinemaId);
  let cinemasAdded = 0;
  if (!schedule.exists) {
    const cityId = cityIds.get(normalizeName(cinema.cityName));
    if (!cityId) throw new Error(`Demo city ${cinema.cityName} is missing`);
    const { cinemaName, pincode, cinemaId } = cinema;
    await addCinema(deps, { cinemaName, pincode, cityId, cinemaId }, adminId);
    cinemasAdded++;
    schedule = await cinemaSchedule(deps, cinema.cinemaId);
  }
  const screensConfigured = await configureScreens(deps, cinema, schedule, adminId);
  const { added, madeLive } = await topUpSchedule(deps, schedule, slots, firstSlot, films, adminId);
  return { cinemasAdded, screensConfigured, showsAdded: added, showsMadeLive: madeLive };
}

/** Seats and prices for the screens not configured yet (an admin's own changes are left alone). */
async function configureScreens(
  deps: WriteDeps,
  cinema: DemoCinema,
  schedule: CinemaSchedule,
  adminId: string,
) {
  let configured = 0;
  for (const [i, screen] of DEMO_SCREENS.entries()) {
    const screenId = screenIdFor(cinema.cinemaId, i + 1);
    if (schedule.screens.get(screenId) !== false) continue;
    const up = (c: { seat: number; price: number }) => ({
      seat: c.seat,
      price: c.price + cinema.priceUplift,
    });
    // Version 0: only while still unconfigured, so a change made meanwhile is never overwritten.
    await configureScreen(
      deps,
      { screenId, regular: up(screen.regular), bolcony: up(screen.bolcony), vip: up(screen.vip) },
      adminId,
      0,
    ).then(() => configured++, ignoreAlreadyThere);
  }
  return configured;
}

/**
 * Adds a show for every run of dates a slot does not cover yet between today and today+6, and
 * makes live every demo show still pending (a crash may have come between the two commands).
 */
async function topUpSchedule(
  deps: WriteDeps,
  schedule: CinemaSchedule,
  slots: readonly ScheduleSlot[],
  firstSlotIndex: number,
  films: readonly LoadedFilm[],
  adminId: string,
) {
  const today = indianDate(deps.clock());
  let added = 0;
  let madeLive = 0;
  const toMakeLive = new Set<string>();
  for (const [i, slot] of slots.entries()) {
    // A pending show the loader added before a crash: its id is the one the loader derives.
    for (const show of schedule.shows)
      if (!show.live && show.showEnd >= today && show.showId === demoShowId(slot, show.showStart))
        toMakeLive.add(show.showId);
    for (const planned of planSlot(slot, schedule.shows, today)) {
      const film = filmFor(firstSlotIndex + i, planned.showStart, films);
      if (!film) continue;
      const { showId, cinemaId, screenId, timing, showStart, showEnd } = planned;
      const input = { movieId: film.movieId, cinemaId, screenId, timing, showStart, showEnd, showId };
      const isNew = await addShow(deps, input, adminId).then(
        () => true,
        (error: unknown) => (ignoreAlreadyThere(error), false),
      );
      if (!isNew) continue;
      added++;
      toMakeLive.add(showId);
    }
  }
  for (const showId of toMakeLive)
    await makeShowLive(deps, showId, adminId).then(() => madeLive++, ignoreAlreadyThere);
  return { added, madeLive };
}
