import { SERVER_MESSAGES, type EventOf, type ImageAsset, type MovieFields } from '@cinema/contracts';
import { DomainError } from '@cinema/server-kit';
import type { Decider } from '../../infra/decider.ts';
import { evolve, initialState, type MovieState } from './movie.ts';

/** The images arrive already checked, re-encoded and stored (see infra/media). */
export interface AddMovie {
  type: 'AddMovie';
  movieId: string;
  fields: MovieFields;
  thumbnail: ImageAsset;
  banner: ImageAsset;
  addedBy: string | null;
  now: Date;
}

/** Images left out keep the movie's current ones; `expectedVersion` comes from If-Match. */
export interface UpdateMovie {
  type: 'UpdateMovie';
  movieId: string;
  fields: MovieFields;
  thumbnail?: ImageAsset;
  banner?: ImageAsset;
  expectedVersion?: number;
  updatedBy: string | null;
  now: Date;
}

export type MovieCommand = AddMovie | UpdateMovie;
export type MovieEvent = EventOf<'MovieAdded'> | EventOf<'MovieUpdated'>;

export class MovieAlreadyExistsError extends DomainError {
  constructor(readonly movieId: string) {
    super('MOVIE_EXISTS', SERVER_MESSAGES.movieExists);
  }
}

export class MovieNotFoundError extends DomainError {
  constructor(readonly movieId: string) {
    super('MOVIE_NOT_FOUND', SERVER_MESSAGES.movieNotFound);
  }
}

/** The edit started from an older version than the current one: someone else saved first. */
export class StaleMovieVersionError extends DomainError {
  constructor(
    readonly movieId: string,
    readonly expected: number,
    readonly actual: number,
  ) {
    super('STALE_VERSION', SERVER_MESSAGES.staleVersion);
  }
}

export class ImagesRequiredError extends DomainError {
  constructor() {
    super('IMAGES_REQUIRED', SERVER_MESSAGES.imagesRequired);
  }
}

export function decide(command: MovieCommand, state: MovieState): MovieEvent[] {
  const { movieId, fields } = command;
  switch (command.type) {
    case 'AddMovie': {
      if (state.status !== 'none') throw new MovieAlreadyExistsError(movieId);
      const { thumbnail, banner, addedBy, now } = command;
      const data = { movieId, ...fields, thumbnail, banner, addedBy, addedAt: now.toISOString() };
      return [{ type: 'MovieAdded', data }];
    }
    case 'UpdateMovie': {
      if (state.status !== 'added') throw new MovieNotFoundError(movieId);
      const { expectedVersion, updatedBy, now } = command;
      if (expectedVersion !== undefined && expectedVersion !== state.version)
        throw new StaleMovieVersionError(movieId, expectedVersion, state.version);
      const thumbnail = command.thumbnail ?? state.movie.thumbnail;
      const banner = command.banner ?? state.movie.banner;
      const data = { movieId, ...fields, thumbnail, banner, updatedBy, updatedAt: now.toISOString() };
      return [{ type: 'MovieUpdated', data }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`Unknown movie command ${JSON.stringify(unknown)}`);
    }
  }
}

export const movieDecider: Decider<MovieState, MovieCommand, MovieEvent> = {
  initialState,
  evolve,
  decide,
};
