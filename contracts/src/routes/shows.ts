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
import { screenLiveShowsRequest, screenLiveShowsResponse } from '../shows/screen-live-shows.ts';
import {
  cancelScreeningRequest,
  cancelScreeningResponse,
  cancelShowRequest,
  cancelShowResponse,
  getAdminShowsResponse,
} from '../shows/cancel-show.ts';
import {
  editShowRequest,
  editShowResponse,
  extendShowRunRequest,
  extendShowRunResponse,
} from '../shows/edit-show.ts';
import { none, ADMIN, VIEWER, type RouteDef } from './route-def.ts';

const ADMIN_OR_SUPER = ['Admin', 'SuperAdmin'] as const;

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
  // Beyond the spec: Update Screen names the live shows that keep their frozen prices.
  getScreenLiveShows: {
    method: 'POST',
    path: '/show/getScreenLiveShows',
    access: ADMIN,
    service: 'read',
    request: screenLiveShowsRequest,
    response: screenLiveShowsResponse,
  },
  liveYourShow: {
    method: 'POST',
    path: '/show/liveYourShow',
    access: ADMIN,
    service: 'write',
    request: showIdRequest,
    response: liveShowResponse,
  },
  // Beyond the spec: the cinema cancels a show or one date, refunding every booking (Admin: own cinemas).
  cancelShow: {
    method: 'POST',
    path: '/show/cancelShow',
    access: ADMIN_OR_SUPER,
    service: 'write',
    request: cancelShowRequest,
    response: cancelShowResponse,
  },
  cancelScreening: {
    method: 'POST',
    path: '/show/cancelScreening',
    access: ADMIN_OR_SUPER,
    service: 'write',
    request: cancelScreeningRequest,
    response: cancelScreeningResponse,
  },
  // Beyond the spec: a pending show's dates, timing and screen change; a live show's run grows.
  editShow: {
    method: 'POST',
    path: '/show/editShow',
    access: ADMIN_OR_SUPER,
    service: 'write',
    request: editShowRequest,
    response: editShowResponse,
  },
  extendShowRun: {
    method: 'POST',
    path: '/show/extendShowRun',
    access: ADMIN_OR_SUPER,
    service: 'write',
    request: extendShowRunRequest,
    response: extendShowRunResponse,
  },
  getAdminShows: {
    method: 'GET',
    path: '/show/getAdminShows',
    access: ADMIN,
    service: 'read',
    request: none,
    response: getAdminShowsResponse,
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
