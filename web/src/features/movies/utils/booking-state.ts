import type { Movie } from '@cinema/contracts';

/**
 * What a viewer can do with a movie today (India): book it (from its first date with shows), book
 * an unreleased film's first date ("Opens 12 Dec"), or nothing yet (no live show; an unreleased
 * film says when it releases). 'Book Tickets' into a week of 'No Show Found' was a dead end.
 */
export type BookingState =
  { kind: 'book'; date: string } | { kind: 'opens'; date: string } | { kind: 'none'; releaseDate?: string };

/**
 * Today in India (YYYY-MM-DD), as the contracts' indianDate gives it: the movie cards use this copy
 * so the movie list does not load the contracts' date helpers (0.6 KB gz of its start-up) for it.
 */
export const todayInIndia = (now: number = Date.now()) =>
  new Date(now + 330 * 60_000).toISOString().slice(0, 10);

/** Whether the film is out yet: its release date (YYYY-MM-DD or a date-time) is after `today`. */
export const isUnreleased = (movie: Pick<Movie, 'releaseDate'>, today: string) =>
  movie.releaseDate.slice(0, 10) > today;

export function bookingState(
  movie: Pick<Movie, 'releaseDate' | 'nextShowDate'>,
  today: string,
): BookingState {
  const next = movie.nextShowDate;
  if (next)
    return next > today && isUnreleased(movie, today)
      ? { kind: 'opens', date: next }
      : { kind: 'book', date: next };
  return isUnreleased(movie, today) ? { kind: 'none', releaseDate: movie.releaseDate } : { kind: 'none' };
}

/**
 * Released films a viewer can book first (soonest first), then unreleased films that already have
 * shows (a premiere, soonest first), then the rest; otherwise the list's own order.
 */
export function bookableFirst<T extends Pick<Movie, 'nextShowDate' | 'releaseDate'>>(
  movies: readonly T[],
  today: string = todayInIndia(),
): T[] {
  const group = (movie: T) => (!movie.nextShowDate ? 2 : isUnreleased(movie, today) ? 1 : 0);
  const rank = (movie: T) => movie.nextShowDate ?? '\uffff';
  return movies
    .map((movie, index) => ({ movie, index, group: group(movie) }))
    .sort((a, b) => a.group - b.group || rank(a.movie).localeCompare(rank(b.movie)) || a.index - b.index)
    .map(({ movie }) => movie);
}
