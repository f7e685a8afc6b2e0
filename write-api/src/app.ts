import express, { type Router } from 'express';
import {
  accessControl,
  errorHandler,
  mountRoutes,
  notFoundHandler,
  securityHeaders,
  type FindAccount,
} from '@cinema/server-kit';
import type { WriteDeps } from './deps.ts';
import { cityRoutes } from './catalog/cities/routes.ts';
import { accountRoutes } from './accounts/routes.ts';
import { accountRateLimits } from './accounts/rate-limits.ts';

/** The write side's routes (commands), without access control: the host app puts that in front. */
export function createWriteRouter(deps: WriteDeps): Router {
  const router = express.Router();
  router.use(accountRateLimits(deps.rateLimits));
  router.use(mountRoutes({ ...accountRoutes(deps), ...cityRoutes(deps) }));
  return router;
}

/** The write-api as its own service. */
export function createWriteApp(deps: WriteDeps & { findAccount: FindAccount }) {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders());
  app.use(express.json({ limit: '100kb' }));
  app.use(accessControl(deps.tokens, deps.findAccount));
  app.use(createWriteRouter(deps));
  app.use(notFoundHandler);
  app.use(errorHandler());
  return app;
}
