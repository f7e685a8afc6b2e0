import {
  adminCitiesRevenueResponse,
  adminCityRevenueRequest,
  adminCityRevenueResponse,
  adminRevenueRequest,
  adminRevenueResponse,
  adminsDetailsResponse,
  cityRevenueRequest,
  cityRevenueResponse,
  superadminRevenueResponse,
} from '../revenue/revenue.ts';
import { none, ADMIN, SUPER, type RouteDef } from './route-def.ts';

/** The spec's revenue calls. */
export const revenueRoutes = {
  /** An Admin's own figures; a SuperAdmin's view of any admin (the Admin detail screen). */
  adminRevenue: {
    method: 'POST',
    path: '/revenue/admin-revenue-details',
    access: ['Admin', 'SuperAdmin'],
    service: 'read',
    request: adminRevenueRequest,
    response: adminRevenueResponse,
  },
  superadminRevenue: {
    method: 'GET',
    path: '/revenue/superadmin-revenue-details',
    access: SUPER,
    service: 'read',
    request: none,
    response: superadminRevenueResponse,
  },
  cityRevenue: {
    method: 'POST',
    path: '/revenue/city-revenue-details',
    access: SUPER,
    service: 'read',
    request: cityRevenueRequest,
    response: cityRevenueResponse,
  },
  adminCityRevenue: {
    method: 'POST',
    path: '/revenue/admin-city-revenue',
    access: ADMIN,
    service: 'read',
    request: adminCityRevenueRequest,
    response: adminCityRevenueResponse,
  },
  adminCitiesRevenue: {
    method: 'GET',
    path: '/revenue/admin-cities-revenue',
    access: ADMIN,
    service: 'read',
    request: none,
    response: adminCitiesRevenueResponse,
  },
  adminsDetails: {
    method: 'GET',
    path: '/revenue/admins-details',
    access: SUPER,
    service: 'read',
    request: none,
    response: adminsDetailsResponse,
  },
} as const satisfies Record<string, RouteDef>;
