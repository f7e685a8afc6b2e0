import { addDays, LIMITS } from '@cinema/contracts/browser';

export { dayParts, formatIndianDate } from './day-names';

/** The spec's date strip: `days` dates (7) from `today` on. */
export const dateStrip = (today: string, days: number = LIMITS.dateStripDays): string[] =>
  Array.from({ length: days }, (_, i) => addDays(today, i));
