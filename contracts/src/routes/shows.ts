import {
  addShowRequest,
  addShowResponse,
  getUnliveShowsResponse,
  liveShowResponse,
  showIdRequest,
} from '../shows/shows.ts';
import { none, pending, ADMIN, VIEWER, type RouteDef } from './route-def.ts';

/** The spec's shows calls. */
export const showsRoutes = {
  addShow: {
    method: 'POST',
    path: '/show/addShow',
    access: ADMIN,
    service: 'write',
    request: addShowRequest,
    response: addShowResponse,
  },
  getUnliveShows: {
    method: 'GET',
    path: '/show/getUnliveShows',
    access: ADMIN,
    service: 'read',
    request: none,
    response: getUnliveShowsResponse,
  },
  liveYourShow: {
    method: 'POST',
    path: '/show/liveYourShow',
    access: ADMIN,
    service: 'write',
    request: showIdRequest,
    response: liveShowResponse,
  },
  reserveSeats: {
    method: 'POST',
    path: '/show/reserveSeats',
    access: VIEWER,
    service: 'write',
    request: pending,
    response: pending,
  },
} as const satisfies Record<string, RouteDef>;
