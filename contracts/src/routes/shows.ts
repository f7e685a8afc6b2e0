import { none, pending, ADMIN, VIEWER, type RouteDef } from './route-def.ts';

/** The spec's shows calls. */
export const showsRoutes = {
  addShow: {
    method: 'POST',
    path: '/show/addShow',
    access: ADMIN,
    service: 'write',
    request: pending,
    response: pending,
  },
  getUnliveShows: {
    method: 'GET',
    path: '/show/getUnliveShows',
    access: ADMIN,
    service: 'read',
    request: none,
    response: pending,
  },
  liveYourShow: {
    method: 'POST',
    path: '/show/liveYourShow',
    access: ADMIN,
    service: 'write',
    request: pending,
    response: pending,
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
