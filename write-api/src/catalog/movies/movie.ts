import type { DomainEvent, EventData } from '@cinema/contracts';

type MovieData = EventData<'MovieAdded'>;

/** A movie as the write side knows it: nothing yet, or its current fields and version. */
export type MovieState =
  | { status: 'none' }
  | {
      status: 'added';
      movie: Omit<MovieData, 'addedBy' | 'addedAt'>;
      /** Counts the movie's events: 1 after adding, +1 per update (the ETag clients send back). */
      version: number;
    };

export const initialState = (): MovieState => ({ status: 'none' });

export function evolve(state: MovieState, event: DomainEvent): MovieState {
  switch (event.type) {
    case 'MovieAdded': {
      const { addedBy: _by, addedAt: _at, ...movie } = event.data;
      return { status: 'added', movie, version: 1 };
    }
    case 'MovieUpdated': {
      if (state.status !== 'added') return state;
      const { updatedBy: _by, updatedAt: _at, ...movie } = event.data;
      return { status: 'added', movie, version: state.version + 1 };
    }
    default:
      return state;
  }
}
