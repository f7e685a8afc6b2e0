import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';

const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';
const RAZORPAY_API = 'https://api.razorpay.com';

export interface CspOptions {
  /** `'sha256-…'` sources of the page's inline scripts (the SPA's splash), never 'unsafe-inline'. */
  scriptHashes?: readonly string[];
  /** Razorpay is configured: its checkout script, styles and payment frame may load. */
  razorpay?: boolean;
  /** Another origin images come from (PUBLIC_URL's, when the page is served under another name). */
  imageOrigin?: string;
}

/** A Host header as browsers send it (name or [IPv6] literal, optional port): nothing else goes into the policy. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/**
 * The seat map's Socket.IO on the page's own host. CSP3 browsers already let 'self' reach
 * ws(s) on the same host; older ones (Safari before 15.4) need it named. Under TRUST_PROXY the
 * host is the one the proxy forwards (Express's req.host).
 */
function ownWebSockets(req: IncomingMessage): string {
  const host = ((req as { host?: unknown }).host ?? req.headers.host) as string | undefined;
  const name = host?.toLowerCase();
  return name && HOST.test(name) ? `ws://${name} wss://${name}` : '';
}

/**
 * The Content-Security-Policy directives on top of helmet's defaults, with no scheme wildcard
 * (`https:`, `wss:`) anywhere: scripts, styles, frames and connections reach our own origin only,
 * plus Razorpay's own hosts when it is configured (the seat page loads its checkout on Pay, which
 * opens its payment form in a frame). Styles allow 'unsafe-inline' because react-hot-toast
 * injects its own <style> element.
 */
export const cspDirectives = ({ scriptHashes = [], razorpay = false, imageOrigin }: CspOptions = {}) => {
  const checkout = razorpay ? [RAZORPAY_CHECKOUT] : [];
  return {
    'script-src': ["'self'", ...scriptHashes, ...checkout],
    'style-src': ["'self'", "'unsafe-inline'", ...checkout],
    'font-src': ["'self'"],
    'frame-src': ["'self'", ...checkout, ...(razorpay ? [RAZORPAY_API] : [])],
    'img-src': ["'self'", 'data:', 'blob:', ...(imageOrigin ? [imageOrigin] : [])],
    'connect-src': ["'self'", ownWebSockets],
  };
};

type HeaderValue = number | string | string[];

/** Hosts whose headers are remembered; requests naming others still get helmet's, computed anew. */
const REMEMBERED_HOSTS = 32;

/**
 * Standard protective headers (CSP, nosniff, frame-ancestors, referrer policy, HSTS behind TLS).
 * helmet computes them for the first request naming a Host; later ones get a copy: they depend on
 * nothing else, and helmet's thirteen middlewares on every API call cost ~50 µs a hold (5 % of the
 * server's time in bench:booking's spread holds).
 */
export function securityHeaders(): RequestHandler {
  const helmetHeaders = helmet({ contentSecurityPolicy: { directives: cspDirectives() } });
  const byHost = new Map<string, [string, HeaderValue][]>();
  return (req, res, next) => {
    const host = String(req.host ?? req.headers.host ?? '');
    const known = byHost.get(host);
    if (known) {
      res.removeHeader('X-Powered-By');
      for (const [name, value] of known) res.setHeader(name, value);
      return next();
    }
    const before = new Set(res.getHeaderNames());
    helmetHeaders(req, res, (error?: unknown) => {
      if (error === undefined && byHost.size < REMEMBERED_HOSTS) {
        const set = res.getHeaderNames().filter((name) => !before.has(name));
        byHost.set(
          host,
          set.map((name) => [name, res.getHeader(name)!]),
        );
      }
      next(error);
    });
  };
}

/** Only the Content-Security-Policy header, for the SPA's pages (see cspDirectives). */
export const contentSecurityPolicy = (options: CspOptions) =>
  helmet.contentSecurityPolicy({ directives: cspDirectives(options) });
