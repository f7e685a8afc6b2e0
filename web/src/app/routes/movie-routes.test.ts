import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { createRoutes } from '../router';

/** The route pattern the app's router picks for a URL. */
const routeAt = (url: string) => matchRoutes(createRoutes(), url)?.at(-1)?.route.path;

describe('movie routes', () => {
  it('opens a movie by /movie/{movieName}/{movieId} and by the short /movie/{movieId}', () => {
    expect(routeAt('/movie/Sholay%20Returns/mov-1')).toBe(paths.movieDetail.path);
    expect(routeAt('/movie/mov-1')).toBe(paths.movieById.path);
    expect(routeAt('/shows/Sholay%20Returns/mov-1')).toBe(paths.shows.path);
  });

  it("keeps the SuperAdmin's static /movie/ pages ahead of the movie id patterns", () => {
    expect(routeAt('/movie/addMovie')).toBe(paths.addMovie.path);
    expect(routeAt('/movie/updatemovie/mov-1')).toBe(paths.updateMovie.path);
  });
});
