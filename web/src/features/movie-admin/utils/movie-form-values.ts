import type { CrewMember, Movie } from '@cinema/contracts';

/** An image the user picked, with the object URL its preview shows (revoked when replaced). */
export interface PickedImage {
  file: File;
  url: string;
}

/** What the add and update forms hold; lists are edited as lists and sent JSON-encoded. */
export interface MovieFormValues {
  movieName: string;
  releaseDate: string;
  summary: string;
  categories: string[];
  genres: string[];
  supportingLanguages: string[];
  cast: string[];
  crew: CrewMember[];
  thumbnailImage: PickedImage | null;
  bannerImage: PickedImage | null;
}

export type MovieField = keyof MovieFormValues;
export type ChoiceField = 'categories' | 'genres' | 'supportingLanguages';
export type ImageField = 'thumbnailImage' | 'bannerImage';
export type MovieErrors = Partial<Record<MovieField, string>>;

/** Fields in the order the form shows them (for focusing the first error). */
export const MOVIE_FIELD_ORDER = [
  'movieName',
  'releaseDate',
  'summary',
  'categories',
  'genres',
  'supportingLanguages',
  'cast',
  'crew',
  'thumbnailImage',
  'bannerImage',
] as const satisfies readonly MovieField[];

export const emptyMovieForm = (): MovieFormValues => ({
  movieName: '',
  releaseDate: '',
  summary: '',
  categories: [],
  genres: [],
  supportingLanguages: [],
  cast: [],
  crew: [],
  thumbnailImage: null,
  bannerImage: null,
});

/** The update form starts from the stored movie; its images stay unless new ones are picked. */
export const movieToForm = (movie: Movie): MovieFormValues => ({
  movieName: movie.movieName,
  releaseDate: movie.releaseDate.slice(0, 10),
  summary: movie.summary,
  categories: [...movie.categories],
  genres: [...movie.genres],
  supportingLanguages: [...movie.supportingLanguages],
  cast: [...movie.cast],
  crew: movie.crew.map((member) => ({ ...member })),
  thumbnailImage: null,
  bannerImage: null,
});

/** Spaces collapsed and trimmed, as the server stores names. */
export const cleanText = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Adds the names not yet in the list (ignoring empty ones and letter case); says which were new. */
export function addUnique(list: readonly string[], names: readonly string[]) {
  const next = [...list];
  const added: string[] = [];
  for (const raw of names) {
    const name = cleanText(raw);
    if (name && !next.some((existing) => existing.toLowerCase() === name.toLowerCase())) {
      next.push(name);
      added.push(name);
    }
  }
  return { list: next, added };
}
