/**
 * Errors that mean "the database is not there right now" rather than "this request is wrong" or
 * "this code has a bug": the server is restarting, failing over, refusing connections or cut off.
 * Requests that meet one are answered 503 with Retry-After, and the work is retried later.
 */

/** Socket errors of a connection attempt or of a connection that broke. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs of a server going away or not taking connections yet. */
const SERVER_CODES = new Set([
  '57P01', // admin_shutdown: the server is stopping (restart, failover) or pg_terminate_backend
  '57P02', // crash_shutdown: another backend crashed, every session is ended
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
]);

/** What pg and pg-pool say when the connection ended or never came. */
const DRIVER_MESSAGES = [
  /^Connection terminated/, // …unexpectedly, …due to connection timeout
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /is not queryable$/, // a client whose connection already failed
];

type Candidate = { code?: unknown; message?: unknown; syscall?: unknown; cause?: unknown; errors?: unknown };

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as Candidate;
  if (typeof e.code === 'string') {
    if (NETWORK_CODES.has(e.code) || SERVER_CODES.has(e.code)) return true;
    // Class 08: connection exception.
    if (/^08[0-9A-Z]{3}$/.test(e.code)) return true;
    // A Unix socket (the embedded database's) that is not there.
    if (e.code === 'ENOENT' && e.syscall === 'connect') return true;
  }
  if (typeof e.message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(e.message as string)))
    return true;
  // Wrapped (cause), or every address of a host refused (AggregateError).
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/** For operators' logs: the code and the driver's first line, e.g. `57P01 terminating connection…`. */
export function describeDatabaseError(error: unknown): string {
  const e = (error ?? {}) as Candidate;
  const code = typeof e.code === 'string' ? `${e.code} ` : '';
  const message =
    typeof e.message === 'string' && e.message ? e.message.split('\n')[0] : code ? '' : String(error);
  return `${code}${message}`.trim();
}

const OUTAGE_LOG_EVERY_MS = 10_000;

/**
 * An error callback for loops that retry on their own (subscriptions, the outbox sender, the
 * scheduler): other errors go to `report` in full, but while the database is away, one line per
 * 10 s says so, instead of a stack trace per attempt from every loop.
 */
export function quietDuringOutage(
  label: string,
  report: (error: unknown) => void,
  log: (message: string) => void = console.warn,
): (error: unknown) => void {
  let last = 0;
  let quiet = 0;
  return (error) => {
    if (!isDatabaseUnavailable(error)) return report(error);
    const now = Date.now();
    if (now - last < OUTAGE_LOG_EVERY_MS) return void quiet++;
    const more = quiet > 0 ? `, ${quiet} more failed attempt(s) since the last report` : '';
    last = now;
    quiet = 0;
    log(`${label}: database unavailable (${describeDatabaseError(error)}${more}); retrying`);
  };
}
