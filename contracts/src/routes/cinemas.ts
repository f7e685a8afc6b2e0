import { addCityRequest, addCityResponse, getCitiesResponse } from '../catalog/cities.ts';
import {
  addCinemaRequest,
  addCinemaResponse,
  getCinemaDetailsResponse,
  updateScreenRequest,
  updateScreenResponse,
} from '../catalog/cinemas.ts';
import { getShowCinemaRequest, getShowCinemaResponse } from '../shows/shows.ts';
import { none, ADMIN, SUPER, type RouteDef } from './route-def.ts';

/** The spec's cinemas calls. */
export const cinemasRoutes = {
  addCinema: {
    method: 'POST',
    path: '/cinema/addCinema',
    access: ADMIN,
    service: 'write',
    request: addCinemaRequest,
    response: addCinemaResponse,
  },
  updateScreen: {
    method: 'POST',
    path: '/cinema/updateScreen',
    access: ADMIN,
    service: 'write',
    request: updateScreenRequest,
    response: updateScreenResponse,
  },
  getCinemaDetails: {
    method: 'GET',
    path: '/cinema/getCinemaDetailes',
    access: ADMIN,
    service: 'read',
    request: none,
    response: getCinemaDetailsResponse,
  },
  getCities: {
    method: 'GET',
    path: '/cinema/getCities',
    access: 'public',
    service: 'read',
    request: none,
    response: getCitiesResponse,
  },
  addCity: {
    method: 'POST',
    path: '/cinema/addCity',
    access: SUPER,
    service: 'write',
    request: addCityRequest,
    response: addCityResponse,
  },
  getShowCinema: {
    method: 'POST',
    path: '/cinema/getShowCinema',
    access: 'public',
    service: 'read',
    request: getShowCinemaRequest,
    response: getShowCinemaResponse,
  },
} as const satisfies Record<string, RouteDef>;
