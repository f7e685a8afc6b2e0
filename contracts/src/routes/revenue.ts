import { none, pending, ADMIN, SUPER, type RouteDef } from './route-def.ts';

/** The spec's revenue calls. */
export const revenueRoutes = {
  adminRevenue: {
    method: 'POST',
    path: '/revenue/admin-revenue-details',
    access: ADMIN,
    service: 'read',
    request: pending,
    response: pending,
  },
  superadminRevenue: {
    method: 'GET',
    path: '/revenue/superadmin-revenue-details',
    access: SUPER,
    service: 'read',
    request: none,
    response: pending,
  },
  cityRevenue: {
    method: 'POST',
    path: '/revenue/city-revenue-details',
    access: SUPER,
    service: 'read',
    request: pending,
    response: pending,
  },
  adminCityRevenue: {
    method: 'POST',
    path: '/revenue/admin-city-revenue',
    access: ADMIN,
    service: 'read',
    request: pending,
    response: pending,
  },
  adminCitiesRevenue: {
    method: 'GET',
    path: '/revenue/admin-cities-revenue',
    access: ADMIN,
    service: 'read',
    request: none,
    response: pending,
  },
  adminsDetails: {
    method: 'GET',
    path: '/revenue/admins-details',
    access: SUPER,
    service: 'read',
    request: none,
    response: pending,
  },
} as const satisfies Record<string, RouteDef>;
