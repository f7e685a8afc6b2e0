/** The spec's fixed runtime and rating texts on movie pages (a movie has no such fields). */
export const RUNTIME = '2h 24m';
export const RATING = 'UA';
