import type { Movie } from '@cinema/contracts';
import { dataReply, mockApi as stubApi, type Handlers, type Reply } from '@/testing/mock-api';

/** The shared stub, where `callsTo` gives what each call sent (FormData included) rather than a count. */
export function mockApi(handlers: Handlers) {
  const api = stubApi(handlers);
  return { ...api, callsTo: api.requestsTo };
}

export const movieReply = (movie: Movie, message = 'ok'): Reply => dataReply(movie, message, '1:1');

const image = (id: string) => ({
  src: `/media/${id}-800.jpg`,
  srcSet: `/media/${id}-400.webp 400w, /media/${id}-800.webp 800w`,
  fallbackSrcSet: `/media/${id}-400.jpg 400w, /media/${id}-800.jpg 800w`,
  width: 800,
  height: 1200,
});

export const aMovie = (overrides: Partial<Movie> = {}): Movie => ({
  _id: 'movie-1',
  movieName: 'Laapataa Ladies',
  categories: ['Bollywood'],
  releaseDate: '2024-03-01',
  summary: 'Two brides are swapped on a train.',
  genres: ['Comedy', 'Drama'],
  cast: ['Nitanshi Goel', 'Pratibha Ranta'],
  crew: [{ name: 'Kiran Rao', profession: 'Director' }],
  supportingLanguages: ['Hindi'],
  thumbnail: '/media/thumb-1-800.jpg',
  banner: '/media/banner-1-800.jpg',
  images: { thumbnail: image('thumb-1'), banner: image('banner-1') },
  version: 3,
  ...overrides,
});

export const anImage = (name: string, type = 'image/png', bytes = 16) =>
  new File([new Uint8Array(bytes)], name, { type });
