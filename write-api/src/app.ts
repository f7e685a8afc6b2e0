import express, { type Router } from 'express';
import { API_BASE } from '@cinema/contracts';
import {
  createAccessGuard,
  errorHandler,
  mountRoutes,
  notFoundHandler,
  onlyTableMethods,
  securityHeaders,
  applyEdgePolicy,
  healthRoutes,
  type EdgeSettings,
  type ReadinessChecks,
  type AccessGuard,
  type FindAccount,
} from '@cinema/server-kit';
import type { WriteDeps } from './deps.ts';
import { cityRoutes } from './catalog/cities/routes.ts';
import { movieRoutes } from './catalog/movies/routes.ts';
import { cinemaRoutes } from './catalog/cinemas/routes.ts';
import { screenRoutes } from './catalog/cinemas/screens-routes.ts';
import { showScheduleRoutes } from './shows/schedule/routes.ts';
import { showCancelRoutes } from './shows/schedule/cancel-routes.ts';
import { showEditRoutes } from './shows/schedule/edit-routes.ts';
import { seatRoutes } from './shows/seats/routes.ts';
import { paymentRoutes } from './bookings/payments/routes.ts';
import { ticketRoutes } from './bookings/tickets/routes.ts';
import { accountRoutes } from './accounts/account/routes.ts';
import { accountRateLimits } from './accounts/account/rate-limits.ts';
import { otpRoutes } from './accounts/otp/routes.ts';
import { idempotencyFor } from './infra/idempotency.ts';
import { counterSaleRoutes } from './counter/sales/routes.ts';
import { counterStaffRoutes } from './counter/staff/routes.ts';

/** The write side's routes (commands), each mounted with the guard the route table gives it. */
export function createWriteRouter(deps: WriteDeps, guard: AccessGuard): Router {
  const router = express.Router();
  router.use(accountRateLimits(deps.rateLimits));
  router.use(
    mountRoutes({
      service: 'write',
      guard,
      handlers: {
        ...accountRoutes(deps),
        ...otpRoutes(deps),
        ...cityRoutes(deps),
        ...movieRoutes(deps),
        ...cinemaRoutes(deps),
        ...screenRoutes(deps),
        ...showScheduleRoutes(deps),
        ...showCancelRoutes(deps),
        ...showEditRoutes(deps),
        ...seatRoutes(deps),
        ...paymentRoutes(deps),
        ...ticketRoutes(deps),
        ...counterSaleRoutes(deps),
        ...counterStaffRoutes(deps),
      },
      beforeHandler: [idempotencyFor(deps.store)],
    }),
  );
  return router;
}

/** The write-api as its own service; /healthz and /readyz answer from `health`. */
export function createWriteApp(
  deps: WriteDeps & { findAccount: FindAccount; edge?: EdgeSettings; health?: ReadinessChecks },
) {
  const app = express();
  app.disable('x-powered-by');
  applyEdgePolicy(app, deps.edge);
  app.use(securityHeaders());
  app.use(healthRoutes(deps.health ?? {}, { details: { token: deps.edge?.HEALTH_TOKEN } }));
  app.use(API_BASE, onlyTableMethods);
  app.use(createWriteRouter(deps, createAccessGuard(deps.tokens, deps.findAccount)));
  app.use(notFoundHandler);
  app.use(errorHandler());
  return app;
}
