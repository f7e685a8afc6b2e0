import helmet from 'helmet';

/**
 * Standard protective headers (CSP, nosniff, frame-ancestors, referrer policy, HSTS behind TLS).
 * Styles allow 'unsafe-inline' because react-hot-toast injects its own <style> element.
 */
export const securityHeaders = () =>
  helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'", 'ws:', 'wss:'],
      },
    },
  });
