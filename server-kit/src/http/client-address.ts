import type { IncomingMessage } from 'node:http';
import express, { type Request } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { TrustProxy } from './trust-proxy.ts';

/**
 * The client address of a request that never passes through Express (the Socket.IO handshake),
 * decided as for the HTTP routes' per-IP limits: Express's own `req.ip` under the same
 * TRUST_PROXY, then grouped like express-rate-limit does (an IPv6 /56 is one subscriber).
 */
export function clientAddressOf(trust: TrustProxy): (req: IncomingMessage) => string {
  const resolver = express();
  resolver.set('trust proxy', trust);
  return (req) => {
    // A view with Express's request getters over the raw request; the request itself is left as it is.
    const view = Object.create(resolver.request, {
      headers: { value: req.headers },
      socket: { value: req.socket },
    }) as Request;
    const ip = view.ip ?? req.socket.remoteAddress;
    return ip ? ipKeyGenerator(ip) : 'unknown';
  };
}
