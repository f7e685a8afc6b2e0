import {
  adminCitiesRevenueRangeRequest,
  adminCitiesRevenueResponse,
  superadminRevenueRangeRequest,
  superadminRevenueResponse,
} from '../revenue/revenue.ts';
import {
  bookingsCsvRequest,
  bookingsCsvResponse,
  cinemaSalesRequest,
  cinemaSalesResponse,
  screeningSalesRequest,
  screeningSalesResponse,
} from '../revenue/sales.ts';
import { ADMIN, SUPER, type RouteDef } from './route-def.ts';

const ADMIN_OR_SUPER = ['Admin', 'SuperAdmin'] as const;

/**
 * A cinema's sales beyond the spec's calls: an Admin sees their own cinemas' (403 for another's),
 * a SuperAdmin any cinema's. The two GET revenue calls have no body to carry a range, so their
 * ranged forms are POSTs of their own; the POST revenue calls take `from`/`to` themselves.
 */
export const salesRoutes = {
  superadminRevenueRange: {
    method: 'POST',
    path: '/revenue/superadmin-revenue-range',
    access: SUPER,
    service: 'read',
    request: superadminRevenueRangeRequest,
    response: superadminRevenueResponse,
  },
  adminCitiesRevenueRange: {
    method: 'POST',
    path: '/revenue/admin-cities-revenue-range',
    access: ADMIN,
    service: 'read',
    request: adminCitiesRevenueRangeRequest,
    response: adminCitiesRevenueResponse,
  },
  cinemaSales: {
    method: 'POST',
    path: '/revenue/cinema-sales',
    access: ADMIN_OR_SUPER,
    service: 'read',
    request: cinemaSalesRequest,
    response: cinemaSalesResponse,
  },
  screeningSales: {
    method: 'POST',
    path: '/revenue/screening-sales',
    access: ADMIN_OR_SUPER,
    service: 'read',
    request: screeningSalesRequest,
    response: screeningSalesResponse,
  },
  bookingsCsv: {
    method: 'POST',
    path: '/revenue/bookings-csv',
    access: ADMIN_OR_SUPER,
    service: 'read',
    request: bookingsCsvRequest,
    response: bookingsCsvResponse,
    answer: 'stream',
  },
} as const satisfies Record<string, RouteDef>;
