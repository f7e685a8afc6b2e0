import { TIMINGS, type Timing } from '@cinema/contracts';

const IST_OFFSET_MS = 330 * 60_000;
const inIndia = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString();

/** 2026-12-10 → 10/12/2026, as Indian spreadsheets read a date. */
export const indianDay = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
/** The Indian calendar day of an instant, DD/MM/YYYY. */
export const indianDayOf = (at: Date) => indianDay(inIndia(at).slice(0, 10));
/** The Indian clock time of an instant, HH:MM (24 h). */
export const indianTimeOf = (at: Date) => inIndia(at).slice(11, 16);
/** Integer paise as rupees with paise: 123450 → "1234.50" (never a float's rounding). */
export const rupeesWithPaise = (paise: number) =>
  `${paise < 0 ? '-' : ''}${Math.trunc(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;
/** The timing as the spec names it: "9pm to 12pm". */
export const timingLabel = (timing: Timing) => TIMINGS.find((t) => t.value === timing)?.label ?? timing;

/**
 * Text a person typed (a name) that a spreadsheet would run as a formula gets a leading quote,
 * as OWASP's CSV-injection advice says; other text is written as it is.
 */
export const cellText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
