import helmet from 'helmet';

/**
 * The Content-Security-Policy directives on top of helmet's defaults. `scriptHashes` allows inline
 * scripts by their `'sha256-…'` source (the SPA's splash script), never by 'unsafe-inline'.
 * Styles allow 'unsafe-inline' because react-hot-toast injects its own <style> element.
 */
export const cspDirectives = (scriptHashes: readonly string[] = []) => ({
  'script-src': ["'self'", ...scriptHashes],
  'img-src': ["'self'", 'data:', 'blob:'],
  'connect-src': ["'self'", 'ws:', 'wss:'],
});

/** Standard protective headers (CSP, nosniff, frame-ancestors, referrer policy, HSTS behind TLS). */
export const securityHeaders = () => helmet({ contentSecurityPolicy: { directives: cspDirectives() } });

/** Only the Content-Security-Policy header, with the given inline scripts allowed (see cspDirectives). */
export const contentSecurityPolicy = (scriptHashes: readonly string[]) =>
  helmet.contentSecurityPolicy({ directives: cspDirectives(scriptHashes) });
