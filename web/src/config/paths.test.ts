import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { paths } from './paths';

describe('paths', () => {
  it('builds hrefs that match their own route patterns, encoding params', () => {
    const cases = [
      [paths.movieDetail, paths.movieDetail.getHref('Rang De Raahi', 'm1')],
      [paths.shows, paths.shows.getHref('Rang De Raahi', 'm1')],
      [paths.seats, paths.seats.getHref('m1', 'c1', '3-6pm')],
      [paths.updateMovie, paths.updateMovie.getHref('m1')],
      [paths.cityRevenue, paths.cityRevenue.getHref('c/1')],
      [paths.adminDetails, paths.adminDetails.getHref('a1')],
      [paths.updateScreen, paths.updateScreen.getHref('c1', 's1')],
      [paths.addShow, paths.addShow.getHref('m1')],
      [paths.adminCityRevenue, paths.adminCityRevenue.getHref('c1')],
    ] as const;
    for (const [route, href] of cases) expect(matchPath(route.path, href.split('?')[0]!)).not.toBeNull();
    expect(paths.movieDetail.getHref('Rang De Raahi', 'm1')).toBe('/movie/Rang%20De%20Raahi/m1');
    expect(paths.cityRevenue.getHref('c/1')).toBe('/city-revenue/c%2F1');
  });

  it('keeps the spec spellings of the guarded routes', () => {
    expect(paths.addMovie.path).toBe('/movie/addMovie');
    expect(paths.updateMovie.path).toBe('/movie/updatemovie/:movieId');
    expect(paths.addCity.path).toBe('/addCity');
    expect(paths.adminCinemas.path).toBe('/cinema/adminCinemas');
    expect(paths.updateScreen.path).toBe('/cinema/:cinemaId/updateScreen/:screenId');
    expect(paths.liveYourShow.path).toBe('/show/liveYourShow');
    expect(paths.seats.path).toBe('/buytickets/:movieId/:cinemaId/:timing/seats');
  });

  it('builds movie list queries, leaving out empty values', () => {
    expect(paths.movies.getHref()).toBe('/movies');
    expect(paths.movies.getHref({ q: 'delhi-ncr' })).toBe('/movies?q=delhi-ncr');
    expect(paths.movies.getHref({ genre: 'action', q: '' })).toBe('/movies?genre=action');
    expect(paths.movies.getHref({ language: ['Hindi', 'Tamil'], genre: [], format: ['Dolby Digital'] })).toBe(
      '/movies?language=Hindi&language=Tamil&format=Dolby+Digital',
    );
    expect(paths.seats.getHref('m', 'c', '9-12am', '2026-01-02')).toBe(
      '/buytickets/m/c/9-12am/seats?date=2026-01-02',
    );
  });
});
