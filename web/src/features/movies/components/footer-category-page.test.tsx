import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays, indianDate } from '@cinema/contracts';
import { CITY_KEY } from '@/lib/city';
import { mockApi } from '@/testing/mock-api';
import { aMovie } from '../testing/fixtures';
import { dataReply } from '../testing/mock-api';
import { renderMoviesRoute } from '../testing/render-movies-route';

const TODAY = indianDate(new Date());
const movies = [
  aMovie({ _id: 'mov-1', movieName: 'Neon Monsoon', genres: ['Action'], nextShowDate: TODAY }),
  aMovie({ _id: 'mov-2', movieName: 'Paper Boats', genres: ['Drama'], releaseDate: addDays(TODAY, 10) }),
];
const cities = [
  { _id: 'c-ind', cityName: 'Indore', featured: true },
  { _id: 'c-blr', cityName: 'Bengaluru', featured: false },
];
const serve = () => mockApi({ getAllMovies: dataReply(movies), getCities: dataReply(cities) });

describe('footer category (/explore/{group}/{slug})', () => {
  it('makes a listed city the viewer’s city and shows the movie list', async () => {
    serve();
    const { expectPath } = renderMoviesRoute('/explore/city/bengluru');
    await expectPath('/movies');
    expect(JSON.parse(localStorage.getItem(CITY_KEY)!)).toEqual({ cityId: 'c-blr', cityName: 'Bengaluru' });
  });

  it('says a city we are not in yet on a page of its own, with the cities to choose', async () => {
    serve();
    const { user, expectPath } = renderMoviesRoute('/explore/city/pune');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cine Yatra is not in Pune yet' }),
    ).toBeVisible();
    await user.click(
      within(screen.getByRole('list', { name: 'Cities' })).getByRole('button', { name: 'Indore' }),
    );
    await expectPath('/movies');
    expect(JSON.parse(localStorage.getItem(CITY_KEY)!)).toMatchObject({ cityName: 'Indore' });
  });

  it('searches a title we list, and filters a genre we have', async () => {
    serve();
    const { expectPath } = renderMoviesRoute('/explore/movie/neon-monsoon');
    await expectPath('/movies?q=Neon+Monsoon');
    serve();
    const genre = renderMoviesRoute('/explore/genre/action');
    await genre.expectPath('/movies?genre=action');
  });

  it('says so when we list nothing for it, and offers the movies a viewer can book', async () => {
    serve();
    renderMoviesRoute('/explore/sport/cricket');
    expect(await screen.findByRole('heading', { level: 1, name: 'No Cricket events yet' })).toBeVisible();
    expect(screen.queryByText('No movies found')).not.toBeInTheDocument();
    const bookable = screen.getByRole('region', { name: 'Movies you can book' });
    expect(
      within(bookable)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/movie/Neon%20Monsoon/mov-1']);
    expect(screen.getByRole('link', { name: 'See all movies' })).toHaveAttribute('href', '/movies');
  });

  it('says a genre with no film is empty rather than listing no movies', async () => {
    serve();
    renderMoviesRoute('/explore/genre/political');
    expect(await screen.findByRole('heading', { level: 1, name: 'No Political movies yet' })).toBeVisible();
  });
});
