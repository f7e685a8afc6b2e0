import { searchText } from '@/lib/search-text';

/** How many suggestions the header search shows. */
export const SUGGESTION_LIMIT = 6;

/** How well a name answers the query: lower is better; null when it does not. */
function rank(name: string, query: string): number | null {
  if (name.startsWith(query)) return 0;
  if (name.includes(` ${query}`)) return 1;
  if (name.includes(query)) return 2;
  // Every word of the query somewhere in the name, in any order ("club cricket").
  const words = query.split(' ');
  return words.length > 1 && words.every((word) => name.includes(word)) ? 3 : null;
}

/**
 * The movies whose name answers the query (case, accents and punctuation aside), best first: the
 * name starts with it, then a word does, then it is inside a word, then all its words appear;
 * alphabetical within each. At most `limit`; none for a blank query.
 */
export function matchMovies<T extends { movieName: string }>(
  movies: readonly T[],
  query: string,
  limit = SUGGESTION_LIMIT,
): T[] {
  const wanted = searchText(query);
  if (!wanted) return [];
  return movies
    .flatMap((movie) => {
      const score = rank(searchText(movie.movieName), wanted);
      return score === null ? [] : [{ movie, score }];
    })
    .sort((a, b) => a.score - b.score || a.movie.movieName.localeCompare(b.movie.movieName))
    .slice(0, limit)
    .map(({ movie }) => movie);
}
