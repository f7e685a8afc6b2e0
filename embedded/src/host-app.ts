import express from 'express';
import { API_BASE } from '@cinema/contracts';
import {
  accessControl,
  errorHandler,
  notFoundHandler,
  securityHeaders,
  serveSpa,
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
}

/**
 * write-api and read-api behind one port: one access decision in front of both, commands first,
 * then queries, then the SPA. In the scaled-out topology a reverse proxy does this routing.
 */
export function createHostApp({ write, read, tokens, webDist }: HostOptions) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(securityHeaders());
  app.use(API_BASE, express.json({ limit: '100kb' }));
  // The account stream is the truth: a token works the instant its signup returns.
  app.use(API_BASE, accessControl(tokens, findAccountInStream(write)));
  app.use(createWriteRouter(write));
  app.use(createReadRouter(read));
  app.use(API_BASE, notFoundHandler);
  serveSpa(app, webDist);
  app.use(notFoundHandler);
  app.use(errorHandler());
  return app;
}
