import { describe, expect, it } from 'vitest';
import { aMovie } from '../testing/fixtures';
import { filterMovies, type MovieFilters } from './filter-movies';

const catalog = [
  aMovie({ _id: 'neon', movieName: 'Neon Monsoon', genres: ['Thriller'], supportingLanguages: ['Hindi'] }),
  aMovie({ _id: 'orbit', movieName: 'The Last Orbit', genres: ['Sci-Fi'], supportingLanguages: ['English'] }),
  aMovie({
    _id: 'kaveri',
    movieName: 'Kaveri Kaatru',
    genres: ['Drama', 'Romantic'],
    supportingLanguages: ['Tamil'],
  }),
  aMovie({
    _id: 'haveli',
    movieName: 'Haveli No. 9',
    genres: ['Horror'],
    supportingLanguages: ['Hindi', 'Telugu'],
  }),
];
const all = ['neon', 'orbit', 'kaveri', 'haveli'];
const none: MovieFilters = { languages: [], genres: [], formats: [] };

const cases: [string, Partial<MovieFilters>, string[]][] = [
  ['nothing chosen shows all', {}, all],
  ['one language', { languages: ['Hindi'] }, ['neon', 'haveli']],
  ['any of two languages', { languages: ['Tamil', 'English'] }, ['orbit', 'kaveri']],
  ['one genre', { genres: ['Drama'] }, ['kaveri']],
  ['any of two genres', { genres: ['Horror', 'Sci-Fi'] }, ['orbit', 'haveli']],
  ['a language OR a genre (any chosen)', { languages: ['English'], genres: ['Thriller'] }, ['neon', 'orbit']],
  [
    'values as footer slugs spell them (any case)',
    { languages: ['hindi'], genres: ['drama'] },
    ['neon', 'kaveri', 'haveli'],
  ],
  ['a language no movie has', { languages: ['Kannada'] }, []],
  ['a genre outside the list (a footer slug)', { genres: ['fantasy'] }, []],
  ['2D shows all', { formats: ['2D'] }, all],
  ['2D with another format shows all', { formats: ['IMAX', '2D'] }, all],
  ['only formats no movie plays in', { formats: ['3D', 'IMAX'] }, []],
  ['2D keeps the language choice', { formats: ['2D'], languages: ['Tamil'] }, ['kaveri']],
  ['a name search', { q: 'orbit' }, ['orbit']],
  ['a name search as a slug, any case', { q: 'HAVELI-no-9' }, ['haveli']],
  ['a name search within the chosen ones', { languages: ['Hindi'], q: 'monsoon' }, ['neon']],
  ['a blank name search is no search', { q: '  ' }, all],
];

describe('filterMovies (spec section 5)', () => {
  it.each(cases)('%s', (_, filters, expected) => {
    expect(filterMovies(catalog, { ...none, ...filters }).map((movie) => movie._id)).toEqual(expected);
  });
});
