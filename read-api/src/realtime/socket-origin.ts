import type { IncomingMessage } from 'node:http';
import type { EdgeSettings } from '@cinema/server-kit';

/**
 * The HTTP edge's CORS allow-list, applied to the socket handshake (polling and WebSocket alike,
 * which CORS headers alone would not cover): a browser may connect from the page's own origin or
 * a listed one. Clients that send no Origin (not a browser) are let in: they get only public seat
 * pushes, and nothing they send is trusted.
 */
export function socketOriginAllowed(edge: EdgeSettings) {
  const listed = new Set(edge.CORS_ORIGINS);
  return (req: IncomingMessage): boolean => {
    const origin = req.headers.origin;
    if (origin === undefined) return true;
    if (listed.has(origin)) return true;
    try {
      const host = edge.TRUST_PROXY ? (forwardedHost(req) ?? req.headers.host) : req.headers.host;
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  };
}

const forwardedHost = (req: IncomingMessage) => {
  const value = req.headers['x-forwarded-host'];
  return (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
};
