import {
  addShowRequest,
  addShowResponse,
  getUnliveShowsResponse,
  liveShowResponse,
  showIdRequest,
} from '../shows/shows.ts';
import {
  holdIdRequest,
  holdResponse,
  myHoldRequest,
  myHoldResponse,
  releaseHoldResponse,
  reserveSeatsRequest,
} from '../shows/seats.ts';
import { none, ADMIN, VIEWER, type RouteDef } from './route-def.ts';

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
    request: reserveSeatsRequest,
    response: holdResponse,
  },
  // Beyond the spec: the hold's one extension, giving seats back, and the hold after a reload.
  extendHold: {
    method: 'POST',
    path: '/show/extendHold',
    access: VIEWER,
    service: 'write',
    request: holdIdRequest,
    response: holdResponse,
  },
  releaseSeats: {
    method: 'POST',
    path: '/show/releaseSeats',
    access: VIEWER,
    service: 'write',
    request: holdIdRequest,
    response: releaseHoldResponse,
  },
  getMyHold: {
    method: 'POST',
    path: '/show/getMyHold',
    access: VIEWER,
    service: 'read',
    request: myHoldRequest,
    response: myHoldResponse,
  },
} as const satisfies Record<string, RouteDef>;
