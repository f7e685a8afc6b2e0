import {
  addMovieRequest,
  getAllMoviesResponse,
  getMovieDetailsResponse,
  movieIdRequest,
  movieWriteResponse,
  updateMovieRequest,
} from '../catalog/movies.ts';
import { getMovieCinemaRequest, getMovieCinemaResponses } from '../shows/shows.ts';
import { none, SUPER, type RouteDef } from './route-def.ts';

/** The spec's movies calls. */
export const moviesRoutes = {
  addMovie: {
    method: 'POST',
    path: '/movie/addMovie',
    access: SUPER,
    service: 'write',
    body: 'multipart',
    request: addMovieRequest,
    response: movieWriteResponse,
  },
  updateMovie: {
    method: 'PUT',
    path: '/movie/updatemovie',
    access: SUPER,
    service: 'write',
    body: 'multipart',
    request: updateMovieRequest,
    response: movieWriteResponse,
  },
  getMovieDetails: {
    method: 'POST',
    path: '/movie/getMovieDetails',
    access: 'public',
    service: 'read',
    request: movieIdRequest,
    response: getMovieDetailsResponse,
  },
  getAllMovies: {
    method: 'GET',
    path: '/movie/getAllMovies',
    access: 'public',
    service: 'read',
    request: none,
    response: getAllMoviesResponse,
  },
  getMovieCinema: {
    method: 'POST',
    path: '/movie/getMovieCinema',
    access: 'public',
    service: 'read',
    request: getMovieCinemaRequest,
    response: getMovieCinemaResponses,
  },
} as const satisfies Record<string, RouteDef>;
