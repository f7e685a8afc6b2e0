/** Every spec timing is a three-hour slot (9-12am, 3-6pm, 9-12pm): a show ends 3 h after it starts. */
export const SHOW_LENGTH_MS = 3 * 3_600_000;

/**
 * Whether the door lets a ticket in at `now`: from `opensMsBefore` before the show starts until
 * it ends (the end itself is too late).
 */
export function doorAt(now: Date, startsAt: Date, opensMsBefore: number): 'early' | 'open' | 'over' {
  const at = now.getTime();
  if (at < startsAt.getTime() - opensMsBefore) return 'early';
  if (at >= startsAt.getTime() + SHOW_LENGTH_MS) return 'over';
  return 'open';
}
