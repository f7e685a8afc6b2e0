import type { Application } from 'express';
import { corsPolicy } from './cors.ts';
import type { TrustProxy } from './trust-proxy.ts';

/** The deployment's HTTP edge: which origins may call from a browser, which proxies to believe. */
export interface EdgeSettings {
  CORS_ORIGINS: readonly string[];
  TRUST_PROXY: TrustProxy;
}

export const SAME_ORIGIN_NO_PROXY: EdgeSettings = { CORS_ORIGINS: [], TRUST_PROXY: false };

/** Every service applies this first, so preflights are answered before any route or guard runs. */
export function applyEdgePolicy(app: Application, edge: EdgeSettings = SAME_ORIGIN_NO_PROXY): void {
  app.set('trust proxy', edge.TRUST_PROXY);
  app.use(corsPolicy(edge.CORS_ORIGINS));
}
