import { createHash } from 'node:crypto';
import { addDays, datesBetween, showIdFor, type Timing } from '@cinema/contracts';

/** How far ahead the demo keeps live shows: today and the next six days (the shows page's strip). */
export const DEMO_SCHEDULE_DAYS = 7;

/** A show on a cinema's schedule, as the cinema's write-side state holds it. */
export interface ScheduledShow {
  showId: string;
  screenId: string;
  timing: Timing;
  showStart: string;
  showEnd: string;
  live: boolean;
}

/** A (screen, timing) the demo keeps showing films on. */
export interface ScheduleSlot {
  cinemaId: string;
  screenId: string;
  timing: Timing;
}

export interface PlannedShow extends ScheduleSlot {
  showId: string;
  showStart: string;
  showEnd: string;
}

/**
 * The show id of a demo show: the cinema's id, then a UUID-shaped hash of screen, timing and first
 * date. Loading again after a crash derives the same id, so the show is found, not added twice.
 */
export function demoShowId(slot: ScheduleSlot, showStart: string) {
  const hex = createHash('sha256').update(`${slot.screenId}|${slot.timing}|${showStart}`).digest('hex');
  const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  return showIdFor(slot.cinemaId, uuid);
}

/**
 * The shows that make `slot` run on every date from `today` to the end of the window: one per run
 * of dates no show on that screen and timing covers yet (a pending show counts, since adding over
 * it would clash). Nothing when the window is already covered.
 */
export function planSlot(
  slot: ScheduleSlot,
  shows: readonly ScheduledShow[],
  today: string,
  days = DEMO_SCHEDULE_DAYS,
): PlannedShow[] {
  const onSlot = shows.filter((s) => s.screenId === slot.screenId && s.timing === slot.timing);
  const covered = (date: string) => onSlot.some((s) => s.showStart <= date && date <= s.showEnd);
  const planned: PlannedShow[] = [];
  for (const date of datesBetween(today, addDays(today, days - 1))) {
    if (covered(date)) continue;
    const last = planned.at(-1);
    if (last && addDays(last.showEnd, 1) === date) last.showEnd = date;
    else planned.push({ ...slot, showId: '', showStart: date, showEnd: date });
  }
  return planned.map((p) => ({ ...p, showId: demoShowId(slot, p.showStart) }));
}

/**
 * The film a new show of the `index`-th slot runs: the slots take the films released by its first
 * date in turn, so every film in cinemas plays somewhere (in Indore first) and a film that comes
 * out later joins the rotation at the next top-up.
 */
export function filmFor<M extends { releaseDate: string }>(
  index: number,
  showStart: string,
  films: readonly M[],
) {
  const released = films.filter((f) => f.releaseDate <= showStart);
  return released.length === 0 ? undefined : released[index % released.length];
}
