/** Show dates are calendar days in India (IST, UTC+5:30, no daylight saving), written YYYY-MM-DD. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const IST_OFFSET_MS = 330 * 60_000;

export const isCalendarDate = (value: string) => {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** Today's date in India at `now`. */
export const indianDate = (now: Date) => new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) => {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};

/** Every date from start to end, both included. */
export function datesBetween(start: string, end: string): string[] {
  const dates: string[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** The instant a show starts: its date at its timing's hour, Indian time. */
export const showStartsAt = (date: string, startHour: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + startHour * 3_600_000 - IST_OFFSET_MS);
