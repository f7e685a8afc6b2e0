/** One stream per movie: its addition and every update. */
export const movieStreamId = (movieId: string) => `movie-${movieId}`;
