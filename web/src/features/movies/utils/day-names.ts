// No contracts import here: the movie cards load this alone (their list's start-up stays small).
// Fixed English names, not Intl: the same text on every browser and locale data ("Sep" vs "Sept").
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A calendar date (YYYY-MM-DD, or an ISO date-time whose date part counts) as a UTC Date. */
const calendarDay = (value: string) => new Date(`${value.slice(0, 10)}T00:00:00Z`);

/** The parts a date-strip button shows: weekday, day of the month and month, e.g. Mon, 24, Nov. */
export function dayParts(date: string) {
  const day = calendarDay(date);
  return {
    weekday: WEEKDAYS[day.getUTCDay()]!,
    day: day.getUTCDate(),
    month: MONTHS[day.getUTCMonth()]!,
  };
}

/** A date the Indian way, day first: "24 Nov 2026". Text that is no date is shown as it is. */
export function formatIndianDate(value: string): string {
  const day = calendarDay(value);
  if (Number.isNaN(day.getTime())) return value;
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}
