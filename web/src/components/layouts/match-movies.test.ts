import { describe, expect, it } from 'vitest';
import { matchMovies } from './match-movies';

const names = [
  'Neon Monsoon',
  'The Last Orbit',
  'Kaveri Kaatru',
  'Gully Cricket Club',
  'Haveli No. 9',
  'Simha Garjane',
  'Desert Run',
  'Tiffin Tales',
  'Deep Blue Signal',
  'Godavari Gold',
  'Paper Boats',
  'Sea Face Serenade',
].map((movieName) => ({ movieName }));

const find = (query: string, limit?: number) => matchMovies(names, query, limit).map((m) => m.movieName);

describe('matchMovies (the header search)', () => {
  it.each([
    ['a name start, any case', 'NEON', ['Neon Monsoon']],
    [
      'starts first, then word starts, then inside words',
      'de',
      ['Deep Blue Signal', 'Desert Run', 'Sea Face Serenade'],
    ],
    ['a word start', 'orbit', ['The Last Orbit']],
    ['inside a word', 'rick', ['Gully Cricket Club']],
    ['words in any order', 'club gully', ['Gully Cricket Club']],
    ['punctuation aside', 'haveli no 9', ['Haveli No. 9']],
    ['nothing', 'zzz', []],
    ['a blank query', '   ', []],
  ])('%s', (_, query, expected) => {
    expect(find(query)).toEqual(expected);
  });

  it('shows at most six', () => {
    expect(find('a')).toHaveLength(6);
    expect(find('a', 2)).toHaveLength(2);
  });
});
