import express, { Router } from 'express';
import { API_BASE } from '@cinema/contracts';
import {
  accessControl,
  securityHeaders,
  errorHandler,
  mountRoutes,
  notFoundHandler,
  serveSpa,
  type TokenService,
} from '@cinema/server-kit';
import type { ReadDeps } from './deps.ts';
import { catalogQueries } from './catalog/routes.ts';
import { readYourWrites } from './infra/read-your-writes.ts';
import { findAccountInDirectory } from './accounts/find-account.ts';

/** The read side's query routes, without access control: the host app puts that in front. */
export function createReadRouter(deps: ReadDeps): Router {
  const router = Router();
  router.use(readYourWrites(deps.progress));
  router.use(mountRoutes({ ...catalogQueries(deps) }));
  return router;
}

/** The read-api as its own service. */
export function createReadApp(deps: ReadDeps & { tokens: TokenService; webDist?: string }) {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders());
  app.use(express.json({ limit: '100kb' }));
  // Wait for the caller's own writes first, so a just-created account is in the directory.
  app.use(readYourWrites(deps.progress));
  app.use(accessControl(deps.tokens, findAccountInDirectory(deps.db)));
  app.use(createReadRouter(deps));
  app.use(API_BASE, notFoundHandler);
  serveSpa(app, deps.webDist);
  app.use(notFoundHandler);
  app.use(errorHandler());
  return app;
}
