import type { ImageView, Movie, ShowCinema } from '@cinema/contracts';
import type { Timing } from '@cinema/contracts/browser';

const image = (id: string, width: number, height: number): ImageView => ({
  src: `/media/${id}-${width}.jpg`,
  srcSet: `/media/${id}-${width / 2}.webp ${width / 2}w, /media/${id}-${width}.webp ${width}w`,
  fallbackSrcSet: `/media/${id}-${width / 2}.jpg ${width / 2}w, /media/${id}-${width}.jpg ${width}w`,
  width,
  height,
});

export function aMovie(overrides: Partial<Movie> = {}): Movie {
  const _id = overrides._id ?? 'mov-1';
  return {
    _id,
    movieName: 'Sholay Returns',
    categories: ['Bollywood'],
    releaseDate: '2026-11-24',
    summary: 'Two friends ride again to save a village.',
    genres: ['Action', 'Drama'],
    cast: ['Asha Verma', 'Ravi Kumar'],
    crew: [
      { name: 'Meera Nair', profession: 'Director' },
      { name: 'Arjun Rao', profession: 'Music' },
    ],
    supportingLanguages: ['Hindi', 'English'],
    thumbnail: `/media/${_id}-t-600.jpg`,
    banner: `/media/${_id}-b-1600.jpg`,
    images: { thumbnail: image(`${_id}-t`, 600, 900), banner: image(`${_id}-b`, 1600, 900) },
    version: 1,
    ...overrides,
  };
}

/** Movies mov-2 … mov-{n+1}, for 'You might also like'. */
export const otherMovies = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    aMovie({ _id: `mov-${i + 2}`, movieName: `Other Movie ${i + 2}`, genres: ['Comedy'] }),
  );

/** A cinema screening the movie at each timing on the given dates. */
export function aShowCinema(
  id: string,
  cinemaName: string,
  cityName: string,
  shows: Partial<Record<Timing, string[]>>,
): ShowCinema {
  return {
    _id: id,
    cinemaName,
    pincode: '452001',
    cityId: { _id: `city-${cityName.toLowerCase()}`, cityName },
    shows: Object.entries(shows).map(([timing, dates], i) => ({
      _id: `${id}-show-${i}`,
      showId: `${id}-show-${i}`,
      timing: timing as Timing,
      screenId: `${id}.s1`,
      screenName: 'Screen-1',
      showStart: dates[0]!,
      showEnd: dates.at(-1)!,
      dates: dates.map((date) => ({ date, screeningId: `${id}-show-${i}@${date}` })),
    })),
  };
}
