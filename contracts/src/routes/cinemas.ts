import { addCityRequest, addCityResponse, getCitiesResponse } from '../catalog/cities.ts';
import { none, pending, ADMIN, SUPER, type RouteDef } from './route-def.ts';

/** The spec's cinemas calls. */
export const cinemasRoutes = {
  addCinema: {
    method: 'POST',
    path: '/cinema/addCinema',
    access: ADMIN,
    service: 'write',
    request: pending,
    response: pending,
  },
  updateScreen: {
    method: 'POST',
    path: '/cinema/updateScreen',
    access: ADMIN,
    service: 'write',
    request: pending,
    response: pending,
  },
  getCinemaDetails: {
    method: 'GET',
    path: '/cinema/getCinemaDetailes',
    access: ADMIN,
    service: 'read',
    request: none,
    response: pending,
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
    request: pending,
    response: pending,
  },
} as const satisfies Record<string, RouteDef>;
