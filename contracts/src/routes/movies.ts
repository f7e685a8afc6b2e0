import { none, pending, SUPER, type RouteDef } from './route-def.ts';

/** The spec's movies calls. */
export const moviesRoutes = {
  addMovie: {
    method: 'POST',
    path: '/movie/addMovie',
    access: SUPER,
    service: 'write',
    request: pending,
    response: pending,
  },
  updateMovie: {
    method: 'PUT',
    path: '/movie/updatemovie',
    access: SUPER,
    service: 'write',
    request: pending,
    response: pending,
  },
  getMovieDetails: {
    method: 'POST',
    path: '/movie/getMovieDetails',
    access: 'public',
    service: 'read',
    request: pending,
    response: pending,
  },
  getAllMovies: {
    method: 'GET',
    path: '/movie/getAllMovies',
    access: 'public',
    service: 'read',
    request: none,
    response: pending,
  },
  getMovieCinema: {
    method: 'POST',
    path: '/movie/getMovieCinema',
    access: 'public',
    service: 'read',
    request: pending,
    response: pending,
  },
} as const satisfies Record<string, RouteDef>;
