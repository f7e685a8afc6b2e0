// Fixed English names, not Intl: the same text on every browser and locale.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const IST_OFFSET_MS = 330 * 60_000;

/** Rupees as the spec writes them after "Rs.": whole rupees plain, paise with two decimals. */
export const rupees = (amount: number) =>
  Number.isInteger(amount) ? String(amount) : (Math.round(amount * 100) / 100).toFixed(2);

/** A countdown as mm:ss (never below 00:00). */
export function mmss(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A calendar date (YYYY-MM-DD) as "Tue, 24 Nov", with the year when asked. */
export function dayLabel(date: string, withYear = false): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  const text = `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]}`;
  return withYear ? `${text} ${day.getUTCFullYear()}` : text;
}

/** The hour a show starts, Indian time, as "3:00 PM". */
export function hourLabel(instant: string): string {
  const at = new Date(Date.parse(instant) + IST_OFFSET_MS);
  if (Number.isNaN(at.getTime())) return '';
  const hours = at.getUTCHours();
  const minutes = String(at.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
