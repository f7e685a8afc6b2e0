import { none, pending, VIEWER, type RouteDef } from './route-def.ts';

/** The spec's bookings calls. */
export const bookingsRoutes = {
  fetchBookings: {
    method: 'GET',
    path: '/booking/fetchBookings',
    access: VIEWER,
    service: 'read',
    request: none,
    response: pending,
  },
  capturePayment: {
    method: 'POST',
    path: '/payment/capturePayment',
    access: VIEWER,
    service: 'write',
    request: pending,
    response: pending,
  },
  verifyPayment: {
    method: 'POST',
    path: '/payment/verifyPayment',
    access: VIEWER,
    service: 'write',
    request: pending,
    response: pending,
  },
} as const satisfies Record<string, RouteDef>;
