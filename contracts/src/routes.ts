import { z } from 'zod';
import type { AccountType } from './common/constants.ts';
import {
  authResponse,
  loginRequest,
  messageResponse,
  resetPasswordRequest,
  sendOtpRequest,
  signupRequest,
} from './accounts/schemas.ts';
import { addCityRequest, addCityResponse, getCitiesResponse } from './catalog/cities.ts';

export const API_BASE = '/api/v1';

/** 'public' needs no token; a list names the account types allowed. */
export type Access = 'public' | readonly AccountType[];
export type Service = 'write' | 'read';

export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT';
  /** Path under /api/v1, exactly as the spec spells it. */
  path: string;
  access: Access;
  /** Which service answers it; a reverse proxy routes on this in the scaled-out topology. */
  service: Service;
  request: z.ZodType;
  response: z.ZodType;
}

const none = z.object({}).strict().or(z.undefined());
const pending = z.unknown(); // the issue that builds the route gives it its schema

const ADMIN = ['Admin'] as const;
const SUPER = ['SuperAdmin'] as const;
const VIEWER = ['Viewer'] as const;

/** The spec's section 7, one entry per call. Access is enforced from here by one middleware. */
export const routes = {
  sendOtp: {
    method: 'POST',
    path: '/auth/sendotp',
    access: 'public',
    service: 'write',
    request: sendOtpRequest,
    response: messageResponse,
  },
  signup: {
    method: 'POST',
    path: '/auth/signup',
    access: 'public',
    service: 'write',
    request: signupRequest,
    response: authResponse,
  },
  login: {
    method: 'POST',
    path: '/auth/login',
    access: 'public',
    service: 'write',
    request: loginRequest,
    response: authResponse,
  },
  sendResetOtp: {
    method: 'POST',
    path: '/auth/forgot-password/sendotp',
    access: 'public',
    service: 'write',
    request: sendOtpRequest,
    response: messageResponse,
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/forgot-password/reset',
    access: 'public',
    service: 'write',
    request: resetPasswordRequest,
    response: messageResponse,
  },

  addCinema: {
    method: 'POST',
    path: '/cinema/addCinema',
    access: ADMIN,
    service: 'write',
    request: pending,
    response: pending,
  },
  updateScreen: {
    method: 'POST',
    path: '/cinema/updateScreen',
    access: ADMIN,
    service: 'write',
    request: pending,
    response: pending,
  },
  getCinemaDetails: {
    method: 'GET',
    path: '/cinema/getCinemaDetailes',
    access: ADMIN,
    service: 'read',
    request: none,
    response: pending,
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
    request: pending,
    response: pending,
  },

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

  addMovie: {
    method: 'POST',
    path: '/movie/addMovie',
    access: SUPER,
    service: 'write',
    request: pending,
    response: pending,
  },
  updateMovie: {
    method: 'PUT',
    path: '/movie/updatemovie',
    access: SUPER,
    service: 'write',
    request: pending,
    response: pending,
  },
  getMovieDetails: {
    method: 'POST',
    path: '/movie/getMovieDetails',
    access: 'public',
    service: 'read',
    request: pending,
    response: pending,
  },
  getAllMovies: {
    method: 'GET',
    path: '/movie/getAllMovies',
    access: 'public',
    service: 'read',
    request: none,
    response: pending,
  },
  getMovieCinema: {
    method: 'POST',
    path: '/movie/getMovieCinema',
    access: 'public',
    service: 'read',
    request: pending,
    response: pending,
  },

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

export type RouteKey = keyof typeof routes;
export const routeList = Object.entries(routes).map(([key, def]) => ({ key: key as RouteKey, ...def }));
export const apiPath = (key: RouteKey) => `${API_BASE}${routes[key].path}`;
