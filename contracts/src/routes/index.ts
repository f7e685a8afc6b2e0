import { API_BASE, type RouteDef } from './route-def.ts';
import { accountsRoutes } from './accounts.ts';
import { cinemasRoutes } from './cinemas.ts';
import { showsRoutes } from './shows.ts';
import { moviesRoutes } from './movies.ts';
import { bookingsRoutes } from './bookings.ts';
import { revenueRoutes } from './revenue.ts';
import { salesRoutes } from './sales.ts';
import { counterRoutes } from './counter.ts';

export { API_BASE, type Access, type RouteDef, type Service } from './route-def.ts';

/** The spec's section 7, one entry per call. Each route is mounted with the guard its `access` names. */
export const routes = {
  ...accountsRoutes,
  ...cinemasRoutes,
  ...showsRoutes,
  ...moviesRoutes,
  ...bookingsRoutes,
  ...revenueRoutes,
  ...salesRoutes,
  ...counterRoutes,
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;
export const routeList: (RouteDef & { key: RouteKey })[] = Object.entries(routes).map(([key, def]) => ({
  key: key as RouteKey,
  ...def,
}));
export const apiPath = (key: RouteKey) => `${API_BASE}${routes[key].path}`;
