import { indianDate } from '@cinema/contracts/browser';

/** Today in India (show dates are Indian calendar days), the earliest date a show can start. */
export const todayInIndia = () => indianDate(new Date());

const dayMonth = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const full = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

const asDate = (date: string) => new Date(`${date.slice(0, 10)}T00:00:00Z`);

/** "5 Jun 2026" for a calendar date (YYYY-MM-DD or an ISO date-time). */
export const formatDate = (date: string) => full.format(asDate(date));

/** "5 Jun – 11 Jun 2026", or one date when a show runs a single day. */
export function formatDateRange(start: string, end: string): string {
  if (start.slice(0, 10) === end.slice(0, 10)) return formatDate(start);
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  return `${sameYear ? dayMonth.format(asDate(start)) : formatDate(start)} – ${formatDate(end)}`;
}

/** When a cinema was added, in India's time zone. */
export const formatAddedOn = (instant: string) =>
  new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(
    new Date(instant),
  );
