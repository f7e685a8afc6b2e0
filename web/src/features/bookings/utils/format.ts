// Fixed English names, not Intl dates: the same text on every browser and locale ("Sep" vs "Sept").
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
/** Shows run in India (IST, UTC+5:30, no daylight saving), whatever the viewer's own time zone. */
const IST_OFFSET_MS = 330 * 60_000;

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "Rs 1,23,456" with Indian digit grouping; paise only when there are some ("Rs 250.50"). */
export const formatRupees = (amount: number) =>
  `Rs ${(Number.isInteger(amount) ? wholeRupees : rupeesAndPaise).format(amount)}`;

/** A show's calendar date (YYYY-MM-DD): "Tue, 24 Nov 2026". Text that is no date is shown as it is. */
export function formatShowDate(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** The instant as an Indian wall clock, as a UTC Date (read it with the getUTC… methods). */
const inIndia = (iso: string) => new Date(Date.parse(iso) + IST_OFFSET_MS);

/** The hour an instant falls on in India: "3:00 PM". */
export function formatShowTime(iso: string): string {
  const at = inIndia(iso);
  if (Number.isNaN(at.getTime())) return '';
  const hours = at.getUTCHours();
  const minutes = String(at.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** An instant in India, day and time: "24 Nov 2026, 3:05 PM". */
export function formatIndianDateTime(iso: string): string {
  const at = inIndia(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]} ${at.getUTCFullYear()}, ${formatShowTime(iso)}`;
}

export const ticketCount = (count: number) => `${count} ${count === 1 ? 'Ticket' : 'Tickets'}`;

/** The spec's booking ID: the id's characters 2 to 10 (`slice(2, 10)`, eight of them), in upper case. */
export const bookingCode = (bookingId: string) => bookingId.slice(2, 10).toUpperCase();
