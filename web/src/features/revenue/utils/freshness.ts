const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/**
 * How long ago the server read the figures, as a person says it: "Updated just now", "Updated 5
 * seconds ago", "Updated 3 minutes ago". A reading clock a little ahead of ours counts as now.
 */
export function describeUpdated(readAt: string, now: number): string {
  const seconds = Math.floor((now - Date.parse(readAt)) / 1000);
  if (Number.isNaN(seconds)) return 'Updated';
  if (seconds < 5) return 'Updated just now';
  const [unit, size] = UNITS.find(([, s]) => seconds >= s)!;
  return `Updated ${relative.format(-Math.floor(seconds / size), unit)}`;
}

/** How often the text must change to stay right: every second in the first minute, then every 30 s. */
export const refreshEvery = (readAt: string, now: number) =>
  now - Date.parse(readAt) < 60_000 ? 1_000 : 30_000;
