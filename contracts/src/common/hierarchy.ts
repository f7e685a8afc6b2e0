/**
 * Screens and shows belong to one cinema, and their ids say which: `<cinemaId>.s<n>` for the n-th
 * screen, `<cinemaId>.<uuid>` for a show, `<showId>.<YYYY-MM-DD>` for one date of a show. The spec's
 * calls name only a screenId or a showId, so the write side finds the cinema stream (the
 * consistency boundary of a cinema's screens and schedule) from the id itself, without a lookup.
 * Nothing is trusted because of the shape: the cinema's own state must still hold the screen or show.
 */
export const screenIdFor = (cinemaId: string, position: number) => `${cinemaId}.s${position}`;
export const showIdFor = (cinemaId: string, localId: string) => `${cinemaId}.${localId}`;
export const screeningIdFor = (showId: string, date: string) => `${showId}.${date}`;

/** The cinema an id of a screen, show or screening belongs to (its first segment). */
export const cinemaIdOf = (childId: string) => childId.split('.')[0] ?? '';
/** The show a screening id belongs to, and its date. */
export function splitScreeningId(screeningId: string): { showId: string; date: string } | null {
  const match = /^(.+)\.(\d{4}-\d{2}-\d{2})$/.exec(screeningId);
  return match ? { showId: match[1]!, date: match[2]! } : null;
}
/** "Screen-1", "Screen-2": screens are labelled by position, as the spec shows them. */
export const screenLabel = (position: number) => `Screen-${position}`;
