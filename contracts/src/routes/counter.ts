import {
  counterSaleRequest,
  counterSaleResponse,
  counterScreeningsResponse,
  counterStaffListResponse,
  counterStaffRequest,
  counterStaffResponse,
  counterVerifyTicketRequest,
  counterVerifyTicketResponse,
} from '../counter/counter.ts';
import { none, ADMIN, type RouteDef } from './route-def.ts';

/**
 * Counter sales and counter staff (beyond the spec). Counter staff keep their account type (a
 * Viewer account named by an Admin): the role guard lets Admin and Viewer accounts in, and each
 * handler then requires the cinema to be one the caller runs or staffs (403 otherwise). Every
 * other Admin route stays Admin-only, so staff can do nothing else of an Admin.
 */
const COUNTER = ['Admin', 'Viewer'] as const;

export const counterRoutes = {
  counterSellSeats: {
    method: 'POST',
    path: '/counter/sellSeats',
    access: COUNTER,
    service: 'write',
    request: counterSaleRequest,
    response: counterSaleResponse,
  },
  counterVerifyTicket: {
    method: 'POST',
    path: '/counter/verifyTicket',
    access: COUNTER,
    service: 'write',
    request: counterVerifyTicketRequest,
    response: counterVerifyTicketResponse,
  },
  counterScreenings: {
    method: 'GET',
    path: '/counter/screenings',
    access: COUNTER,
    service: 'read',
    request: none,
    response: counterScreeningsResponse,
  },
  grantCounterStaff: {
    method: 'POST',
    path: '/counter/grantStaff',
    access: ADMIN,
    service: 'write',
    request: counterStaffRequest,
    response: counterStaffResponse,
  },
  revokeCounterStaff: {
    method: 'POST',
    path: '/counter/revokeStaff',
    access: ADMIN,
    service: 'write',
    request: counterStaffRequest,
    response: counterStaffResponse,
  },
  counterStaff: {
    method: 'GET',
    path: '/counter/staff',
    access: ADMIN,
    service: 'read',
    request: none,
    response: counterStaffListResponse,
  },
} as const satisfies Record<string, RouteDef>;
