import type { Application } from 'express';
import { corsPolicy } from './cors.ts';
import type { TrustProxy } from './trust-proxy.ts';

/**
 * The deployment's HTTP edge: which origins may call from a browser, which proxies to believe,
 * who reads readiness details on the app's port, how many live connections a client may hold.
 */
export interface EdgeSettings {
  CORS_ORIGINS: readonly string[];
  TRUST_PROXY: TrustProxy;
  /** Bearer token that unlocks /readyz details on the app's port; unset = no details there. */
  HEALTH_TOKEN?: string;
  /** Socket.IO connections one client address may hold (default SOCKET_LIMITS.perAddress). */
  SOCKET_MAX_PER_ADDRESS?: number;
  /** Socket.IO connections the process holds in all (default SOCKET_LIMITS.total). */
  SOCKET_MAX_TOTAL?: number;
  /** Sockets that join no screening hear every seat change as arrays of seat ids (default true). */
  SOCKET_BROADCAST?: boolean;
  /** The API's public URL: absolute image URLs, and /media may be embedded by other origins. */
  PUBLIC_URL?: string;
}

/**
 * Generous per address: behind carrier-grade NAT (common on Indian mobile networks) many
 * viewers share one address. The total keeps one process's memory bounded (~65 KB a socket).
 */
export const SOCKET_LIMITS = { perAddress: 50, total: 10_000 } as const;

export const SAME_ORIGIN_NO_PROXY: EdgeSettings = { CORS_ORIGINS: [], TRUST_PROXY: false };

/** Every service applies this first, so preflights are answered before any route or guard runs. */
export function applyEdgePolicy(app: Application, edge: EdgeSettings = SAME_ORIGIN_NO_PROXY): void {
  app.set('trust proxy', edge.TRUST_PROXY);
  app.use(corsPolicy(edge.CORS_ORIGINS));
}
