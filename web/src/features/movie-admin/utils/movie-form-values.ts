import type { CrewMember } from '@cinema/contracts';

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
