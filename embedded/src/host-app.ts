import express from 'express';
import { API_BASE, MEDIA_PATH } from '@cinema/contracts';
import {
  createAccessGuard,
  errorHandler,
  notFoundHandler,
  onlyTableMethods,
  securityHeaders,
  serveSpa,
  serveMedia,
  originOf,
  applyEdgePolicy,
  healthRoutes,
  type EdgeSettings,
  type ReadinessChecks,
  type TokenService,
} from '@cinema/server-kit';
import { createReadRouter, type ReadDeps } from '@cinema/read-api';
import { createWriteRouter, findAccountInStream, type WriteDeps } from '@cinema/write-api';

export interface HostOptions {
  write: WriteDeps;
  read: ReadDeps;
  tokens: TokenService;
  /** The built SPA; served with an index.html fallback for client-side routes. */
  webDist?: string;
  /** CORS origins and trusted proxies; default same origin only, no proxy trusted. */
  edge?: EdgeSettings;
  /** What /readyz checks (database, event store, projector); /healthz needs nothing. */
  health?: ReadinessChecks;
}

/**
 * write-api and read-api behind one port: commands first, then queries, then the SPA. Every route
 * carries its own guard; the account stream is the truth, so a token works the instant its signup
 * returns. In the scaled-out topology a reverse proxy does this routing.
 */
export function createHostApp({ write, read, tokens, webDist, edge, health }: HostOptions) {
  const publicUrl = edge?.PUBLIC_URL;
  const app = express();
  app.disable('x-powered-by');
  applyEdgePolicy(app, edge);
  app.use(securityHeaders());
  app.use(healthRoutes(health ?? {}, { details: { token: edge?.HEALTH_TOKEN } }));
  const guard = createAccessGuard(tokens, findAccountInStream(write));
  app.use(API_BASE, onlyTableMethods);
  app.use(createWriteRouter(write, guard));
  app.use(createReadRouter(read, guard));
  app.use(API_BASE, notFoundHandler);
  // With a public URL, clients of the original API on their own origin show the movie images.
  app.use(MEDIA_PATH, serveMedia(read.media, { crossOrigin: Boolean(publicUrl) }));
  serveSpa(app, webDist, {
    razorpay: write.gateway.name === 'razorpay',
    imageOrigin: publicUrl && originOf(publicUrl),
  });
  app.use(notFoundHandler);
  app.use(errorHandler());
  return app;
}
