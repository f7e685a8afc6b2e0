import { describe, expect, it } from 'vitest';
import type { DomainEvent, ImageAsset, MovieFields } from '@cinema/contracts';
import {
  MovieAlreadyExistsError,
  MovieNotFoundError,
  movieDecider,
  StaleMovieVersionError,
  type AddMovie,
  type UpdateMovie,
} from './decide.ts';

const given = (events: DomainEvent[]) => events.reduce(movieDecider.evolve, movieDecider.initialState());

describe('movie: not added yet', () => {
  const state = given([]);

  it('adds the movie with its fields, images, author and time', () => {
    expect(movieDecider.decide(addMovie(), state)).toEqual([movieAdded()]);
  });

  it('refuses an update: there is nothing to update', () => {
    expect(() => movieDecider.decide(updateMovie(), state)).toThrow(MovieNotFoundError);
  });

  it('refuses an update with a version as well', () => {
    expect(() => movieDecider.decide(updateMovie({ expectedVersion: 1 }), state)).toThrow(MovieNotFoundError);
  });
});

describe('movie: added (version 1)', () => {
  const state = given([movieAdded()]);

  it('refuses to add it again', () => {
    expect(() => movieDecider.decide(addMovie(), state)).toThrow(MovieAlreadyExistsError);
  });

  it('updates every field; images left out keep the current ones', () => {
    const [event] = movieDecider.decide(updateMovie({ fields: { ...fields, movieName: 'Dune 2' } }), state);
    expect(event).toEqual({
      type: 'MovieUpdated',
      data: {
        movieId: 'm-1',
        ...fields,
        movieName: 'Dune 2',
        thumbnail: thumb,
        banner,
        updatedBy: 'sa-2',
        updatedAt: later.toISOString(),
      },
    });
  });

  it('replaces only the image that was sent', () => {
    const [event] = movieDecider.decide(updateMovie({ banner: newBanner }), state);
    expect(event?.data).toMatchObject({ thumbnail: thumb, banner: newBanner });
  });

  it('accepts an update made from the current version', () => {
    expect(movieDecider.decide(updateMovie({ expectedVersion: 1 }), state)).toHaveLength(1);
  });

  it('refuses an update made from another version, naming both', () => {
    let error: unknown;
    try {
      movieDecider.decide(updateMovie({ expectedVersion: 2 }), state);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StaleMovieVersionError);
    expect(error).toMatchObject({ code: 'STALE_VERSION', expected: 2, actual: 1 });
  });
});

describe('movie: updated once (version 2)', () => {
  const state = given([movieAdded(), movieUpdated({ banner: newBanner })]);

  it('counts the version up with each update', () => {
    expect(state).toMatchObject({ status: 'added', version: 2 });
  });

  it('refuses an edit that started from version 1', () => {
    expect(() => movieDecider.decide(updateMovie({ expectedVersion: 1 }), state)).toThrow(
      StaleMovieVersionError,
    );
  });

  it('keeps the image the previous update set', () => {
    const [event] = movieDecider.decide(updateMovie({ expectedVersion: 2 }), state);
    expect(event?.data).toMatchObject({ thumbnail: thumb, banner: newBanner });
  });
});

// Fixtures

const now = new Date('2026-11-22T10:00:00Z');
const later = new Date('2026-11-23T10:00:00Z');
const asset = (id: string, widths: number[]): ImageAsset => ({ id, width: 480, height: 720, widths });
const thumb = asset('a'.repeat(32), [240, 480]);
const banner = asset('b'.repeat(32), [640, 1280]);
const newBanner = asset('c'.repeat(32), [640]);
const fields: MovieFields = {
  movieName: 'Dune',
  categories: ['Hollywood'],
  releaseDate: '2026-03-01',
  summary: 'Sand.',
  genres: ['Sci-Fi'],
  cast: ['Zendaya'],
  crew: [{ name: 'Denis Villeneuve', profession: 'Director' }],
  supportingLanguages: ['English', 'Hindi'],
};

function addMovie(): AddMovie {
  return { type: 'AddMovie', movieId: 'm-1', fields, thumbnail: thumb, banner, addedBy: 'sa-1', now };
}
function updateMovie(extra: Partial<UpdateMovie> = {}): UpdateMovie {
  return { type: 'UpdateMovie', movieId: 'm-1', fields, updatedBy: 'sa-2', now: later, ...extra };
}
function movieAdded(): DomainEvent {
  const data = { movieId: 'm-1', ...fields, thumbnail: thumb, banner, addedBy: 'sa-1' };
  return { type: 'MovieAdded', data: { ...data, addedAt: now.toISOString() } };
}
function movieUpdated(images: Partial<{ thumbnail: ImageAsset; banner: ImageAsset }>): DomainEvent {
  const data = { movieId: 'm-1', ...fields, thumbnail: thumb, banner, ...images, updatedBy: 'sa-2' };
  return { type: 'MovieUpdated', data: { ...data, updatedAt: later.toISOString() } };
}
