import type { Movie } from '@cinema/contracts';
import { searchText } from '@/lib/search-text';

/** The filter drawer's choices and the name search, as the /movies query carries them. */
export interface MovieFilters {
  languages: readonly string[];
  genres: readonly string[];
  formats: readonly string[];
  /** Part of a movie's name (the header search, or a footer link's slug). */
  q?: string;
}

/** The formats every movie plays in: a movie has no format field, and every show is 2D. */
export const PLAYING_FORMATS: readonly string[] = ['2D'];

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
const anyChosen = (values: readonly string[], chosen: readonly string[]) =>
  values.some((value) => chosen.some((choice) => sameText(value, choice)));

/**
 * The spec's movie filter (section 5): a movie matches when it has ANY chosen language or ANY
 * chosen genre (one list of choices across both groups); no choice there shows all. A format
 * choice keeps all movies when it includes 2D (or is empty) and none otherwise. The name search,
 * when there is one, narrows the result further. Keeps the given order.
 */
export function filterMovies(movies: readonly Movie[], filters: MovieFilters): Movie[] {
  const { languages, genres, formats, q = '' } = filters;
  const byTaste = languages.length + genres.length > 0;
  const byFormat = formats.length === 0 || anyChosen(PLAYING_FORMATS, formats);
  const name = searchText(q);
  if (!byFormat) return [];
  return movies.filter(
    (movie) =>
      (!byTaste || anyChosen(movie.supportingLanguages, languages) || anyChosen(movie.genres, genres)) &&
      (!name || searchText(movie.movieName).includes(name)),
  );
}

/** How many choices are made across the drawer's groups (the Filters button's badge). */
export const choiceCount = ({ languages, genres, formats }: MovieFilters) =>
  languages.length + genres.length + formats.length;
