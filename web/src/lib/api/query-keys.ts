/**
 * Query keys that more than one feature uses. The first part names what the entry holds, the rest
 * narrows it (`['movies', 'details', movieId]`); a write invalidates the narrowest key covering what
 * it changed. Keys only one feature uses live with that feature's reader, in its api/ folder.
 */
export const queryKeys = {
  movies: {
    all: ['movies'] as const,
    list: () => ['movies', 'list'] as const,
    details: (movieId: string) => ['movies', 'details', movieId] as const,
  },
  cities: {
    list: () => ['cities', 'list'] as const,
  },
  shows: {
    /** Every list of shows (a movie's shows by cinema, an admin's shows not yet live). */
    all: ['shows'] as const,
    /** One movie's shows by cinema (its page of timings carries the movie too). */
    ofMovie: (movieId: string) => ['shows', 'of-movie', movieId] as const,
  },
  bookings: {
    mine: () => ['bookings', 'mine'] as const,
  },
};
