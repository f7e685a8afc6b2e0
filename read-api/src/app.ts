import express, { Router } from 'express';
import { API_BASE, MEDIA_PATH } from '@cinema/contracts';
import {
  createAccessGuard,
  securityHeaders,
  errorHandler,
  mountRoutes,
  notFoundHandler,
  onlyTableMethods,
  serveSpa,
  serveMedia,
  originOf,
  applyEdgePolicy,
  healthRoutes,
  type EdgeSettings,
  type ReadinessChecks,
  type AccessGuard,
  type TokenService,
} from '@cinema/server-kit';
import type { ReadDeps } from './deps.ts';
import { catalogQueries } from './catalog/cities/routes.ts';
import { movieQueries } from './catalog/movies/routes.ts';
import { cinemaQueries } from './catalog/cinemas/routes.ts';
import { showScheduleQueries } from './shows/schedule/routes.ts';
import { seatQueries } from './shows/seats/routes.ts';
import { bookingQueries } from './bookings/history/routes.ts';
import { revenueQueries } from './revenue/figures/routes.ts';
import { salesQueries } from './revenue/sales/routes.ts';
import { counterQueries } from './counter/routes.ts';
import { readYourWrites } from './infra/read-your-writes.ts';
import { findAccountInDirectory } from './accounts/account/find-account.ts';

/**
 * The read side's query routes, each mounted with the guard the route table gives it. The wait for
 * the caller's own writes comes first, so a just-created account is already in the directory.
 */
export function createReadRouter(deps: ReadDeps, guard: AccessGuard): Router {
  const router = Router();
  router.use(readYourWrites(deps.progress));
  const handlers = {
    ...catalogQueries(deps),
    ...movieQueries(deps),
    ...cinemaQueries(deps),
    ...showScheduleQueries(deps),
    ...seatQueries(deps),
    ...bookingQueries(deps),
    ...revenueQueries(deps),
    ...counterQueries(deps),
    ...salesQueries(deps),
  };
  router.use(mountRoutes({ service: 'read', guard, handlers }));
  return router;
}

/** The read-api as its own service; /healthz and /readyz answer from `health`. */
export function createReadApp(
  deps: ReadDeps & {
    tokens: TokenService;
    webDist?: string;
    /** Razorpay takes the payments: the SPA's CSP lets its checkout load. */
    razorpay?: boolean;
    edge?: EdgeSettings;
    health?: ReadinessChecks;
  },
) {
  const publicUrl = deps.edge?.PUBLIC_URL;
  const app = express();
  app.disable('x-powered-by');
  applyEdgePolicy(app, deps.edge);
  app.use(securityHeaders());
  app.use(healthRoutes(deps.health ?? {}, { details: { token: deps.edge?.HEALTH_TOKEN } }));
  app.use(API_BASE, onlyTableMethods);
  app.use(createReadRouter(deps, createAccessGuard(deps.tokens, findAccountInDirectory(deps.db))));
  app.use(API_BASE, notFoundHandler);
  // With a public URL, clients of the original API on their own origin show the movie images.
  app.use(MEDIA_PATH, serveMedia(deps.media, { crossOrigin: Boolean(publicUrl) }));
  serveSpa(app, deps.webDist, { razorpay: deps.razorpay, imageOrigin: publicUrl && originOf(publicUrl) });
  app.use(notFoundHandler);
  app.use(errorHandler());
  return app;
}
