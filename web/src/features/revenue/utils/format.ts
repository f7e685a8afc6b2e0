import { paiseToRupees } from '@cinema/contracts/browser';

// Fixed English month names, not Intl dates: ICU writes "Sept" for en-IN and "Sep" elsewhere.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** India's time (IST, UTC+5:30, no daylight saving), whatever the reader's own time zone. */
const IST_OFFSET_MS = 330 * 60_000;

// Rs, as the spec writes prices (and the rest of the app shows them), not the currency style's ₹.
const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** An amount in integer paise as rupees with Indian digit grouping: "Rs 1,23,45,678", "Rs 250.50". */
export const formatPaise = (paise: number) =>
  `Rs ${(paise % 100 === 0 ? wholeRupees : rupeesAndPaise).format(paiseToRupees(paise))}`;

/** A short amount for a chart's axis: "Rs 12L", "Rs 1.2Cr", "Rs 950". */
export const formatCompactRupees = (rupees: number) => `Rs ${compact.format(rupees)}`;

/** A calendar date (YYYY-MM-DD) as India writes it: "3 Sep 2026". Text that is no date is shown as it is. */
export function formatDay(date: string): string {
  const day = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(day.getTime())) return date;
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

/** The Indian calendar date of an instant (YYYY-MM-DD). */
export const indianDay = (iso: string) => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : new Date(at + IST_OFFSET_MS).toISOString().slice(0, 10);
};

/** An instant as a date in India: "3 Sep 2026" (a cinema added at 1 AM IST on the 3rd reads the 3rd). */
export const formatIndianDate = (iso: string) => formatDay(indianDay(iso));

/** An instant as a date and time in India: "3 Sep 2026, 3:05 PM". */
export function formatIndianDateTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const at = new Date(ms + IST_OFFSET_MS);
  const hours = at.getUTCHours();
  const minutes = String(at.getUTCMinutes()).padStart(2, '0');
  return `${formatDay(at.toISOString())}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
