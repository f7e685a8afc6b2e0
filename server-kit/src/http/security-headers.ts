import helmet from 'helmet';

const RAZORPAY_CHECKOUT = 'https://checkout.razorpay.com';

/**
 * The Content-Security-Policy directives on top of helmet's defaults. `scriptHashes` allows inline
 * scripts by their `'sha256-…'` source (the SPA's splash script), never by 'unsafe-inline'.
 * Styles allow 'unsafe-inline' because react-hot-toast injects its own <style> element. The seat
 * page loads Razorpay's checkout script on Pay, which opens its payment form in a frame.
 */
export const cspDirectives = (scriptHashes: readonly string[] = []) => ({
  'script-src': ["'self'", ...scriptHashes, RAZORPAY_CHECKOUT],
  'frame-src': ["'self'", RAZORPAY_CHECKOUT, 'https://api.razorpay.com'],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'", 'ws:', 'wss:'],
});

/** Standard protective headers (CSP, nosniff, frame-ancestors, referrer policy, HSTS behind TLS). */
export const securityHeaders = () => helmet({ contentSecurityPolicy: { directives: cspDirectives() } });

/** Only the Content-Security-Policy header, with the given inline scripts allowed (see cspDirectives). */
export const contentSecurityPolicy = (scriptHashes: readonly string[]) =>
  helmet.contentSecurityPolicy({ directives: cspDirectives(scriptHashes) });
