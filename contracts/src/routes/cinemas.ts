import { addCityRequest, addCityResponse, getCitiesResponse } from '../catalog/cities.ts';
import {
  addCinemaRequest,
  addCinemaResponse,
  getCinemaDetailsResponse,
  updateScreenRequest,
  updateScreenResponse,
} from '../catalog/cinemas.ts';
import {
  addScreenRequest,
  cinemaChangedResponse,
  renameScreenRequest,
  retireScreenRequest,
  updateCinemaRequest,
} from '../catalog/screens.ts';
import { getShowCinemaRequest, getShowCinemaResponses } from '../shows/shows.ts';
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
  // Screens as cinemas have them, and the cinema's own details (issue 24): an Admin for their own
  // cinemas (the decider checks the owner), a SuperAdmin for any.
  addScreen: {
    method: 'POST',
    path: '/cinema/addScreen',
    access: ['Admin', 'SuperAdmin'],
    service: 'write',
    request: addScreenRequest,
    response: cinemaChangedResponse,
  },
  renameScreen: {
    method: 'POST',
    path: '/cinema/renameScreen',
    access: ['Admin', 'SuperAdmin'],
    service: 'write',
    request: renameScreenRequest,
    response: cinemaChangedResponse,
  },
  retireScreen: {
    method: 'POST',
    path: '/cinema/retireScreen',
    access: ['Admin', 'SuperAdmin'],
    service: 'write',
    request: retireScreenRequest,
    response: cinemaChangedResponse,
  },
  updateCinema: {
    method: 'POST',
    path: '/cinema/updateCinema',
    access: ['Admin', 'SuperAdmin'],
    service: 'write',
    request: updateCinemaRequest,
    response: cinemaChangedResponse,
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
    response: getShowCinemaResponses,
  },
} as const satisfies Record<string, RouteDef>;
