import { randomUUID } from 'node:crypto';
import { toStoredEvent } from '@cinema/contracts';
import { movieStreamId } from '@cinema/write-api';
import type { TestSystem } from './test-system.ts';

/** The image every test movie has (no file behind it: its URLs are only compared). */
export const TEST_IMAGE = { id: 'test', width: 480, height: 720, widths: [480] };

/**
 * A movie that exists, appended straight to its stream as MovieAdded, for specs that need one
 * without going through image uploads. Returns its id, name and the event's position.
 */
export async function givenMovie(system: TestSystem, movieName = `Movie ${randomUUID().slice(0, 6)}`) {
  const movieId = randomUUID();
  const { position } = await system.store.append(
    movieStreamId(movieId),
    [
      toStoredEvent({
        type: 'MovieAdded',
        data: {
          movieId,
          movieName,
          categories: ['Bollywood'],
          releaseDate: '2026-11-20',
          summary: 'A test movie.',
          genres: ['Drama'],
          cast: ['Test Actor'],
          crew: [{ name: 'Test Director', profession: 'Director' }],
          supportingLanguages: ['Hindi'],
          thumbnail: TEST_IMAGE,
          banner: TEST_IMAGE,
          addedBy: null,
          addedAt: new Date().toISOString(),
        },
      }),
    ],
    'no_stream',
  );
  return { movieId, movieName, position };
}
