import type { RouteKey } from '@cinema/contracts';
import { FALLBACKS, TOASTS, comparePositions, isPosition } from '@cinema/contracts/browser';
import { authStorage } from './auth-storage';
import { loadContracts } from './contracts';
import { toast } from './toast';

/** An error the API answered (or a network failure: status 0), with the text to show the user. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * The highest write position this browser has seen; queries send it back for read-your-writes.
 * Answers can arrive out of order, so an older position never replaces a newer one.
 */
// Kept for the tab's session too, so a reload right after a payment still waits for its booking
// (index.html's early reads look for it under this name too: build/route-preloads.ts).
export const POSITION_KEY = 'cy_position';
const storedPosition = () => {
  try {
    const stored = sessionStorage.getItem(POSITION_KEY);
    return stored && isPosition(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
};
let lastPosition: string | undefined = storedPosition();
export const rememberPosition = (position: unknown) => {
  if (!isPosition(position)) return;
  if (lastPosition !== undefined && comparePositions(position, lastPosition) <= 0) return;
  lastPosition = position;
  try {
    sessionStorage.setItem(POSITION_KEY, position);
  } catch {
    // storage full or blocked: the position still lives for this page
  }
};
export const highestPosition = () => lastPosition;

interface RequestOptions {
  body?: unknown;
  /** Text used when the server gives no message (the spec's fallback texts). */
  fallback?: string;
  /** Global toasts for 401/402/other errors (the spec's response handling); off for forms that show errors inline. */
  toastErrors?: boolean;
  /** Extra request headers, e.g. If-Match with the version an edit started from (412 when stale). */
  headers?: Record<string, string>;
  /**
   * How often to ask again, a second apart, while the read side answers that it has not yet caught
   * up with this browser's last write (`x-read-model-stale`, after its own bounded wait).
   */
  staleRetries?: number;
}

declare global {
  interface Window {
    /** Answers index.html asked for while the app loaded (build/route-preloads.ts), by route key. */
    __earlyReads?: Partial<Record<string, Promise<Response>>>;
  }
}

/**
 * How long after the page started an early read may still be used: as long as the query cache
 * calls an answer fresh. One the app did not ask for by then (a page that never read that list) is
 * older than anything the cache would show.
 */
export const EARLY_READ_FRESH_MS = 30_000;

/**
 * The answer index.html already asked for, taken once: for a plain read only, only while this tab
 * has no write position to send (index.html skips it then too), and only while it is fresh (it was
 * asked for as the page started). A failed one is asked again.
 */
function takeEarlyRead(route: RouteKey, options: RequestOptions) {
  const early = window.__earlyReads?.[route];
  if (!early) return undefined;
  delete window.__earlyReads![route];
  if (performance.now() > EARLY_READ_FRESH_MS) return undefined;
  if (options.body !== undefined || options.headers || lastPosition) return undefined;
  return early.catch(() => undefined);
}

/**
 * Calls a route of the contracts' table (its method and path under /api/v1) with the stored bearer
 * token. Resolves with the body when `success` is true, checked against the route's response
 * schema; otherwise rejects with an ApiError carrying the server's message or the fallback text.
 */
export async function api<T = unknown>(route: RouteKey, options: RequestOptions = {}): Promise<T> {
  const { body, fallback = TOASTS.genericError } = options;
  const early = takeEarlyRead(route, options);
  const { API_BASE, POSITION_HEADER, errorEnvelope, routes } = await loadContracts();
  const { method, path, response: responseSchema } = routes[route];
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = authStorage.getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  if (lastPosition) headers[POSITION_HEADER] = lastPosition;

  let response: Response;
  try {
    response =
      (await early) ??
      (await fetch(`${API_BASE}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
      }));
  } catch {
    throw report(new ApiError(FALLBACKS.noResponse, 0, 'NETWORK'), options, Boolean(token));
  }
  const json: unknown = await response.json().catch(() => null);
  const ok =
    response.ok &&
    typeof json === 'object' &&
    json !== null &&
    (json as { success?: unknown }).success === true;
  if (ok && response.headers.get('x-read-model-stale') === 'true' && (options.staleRetries ?? 0) > 0) {
    await new Promise((resume) => setTimeout(resume, 1000));
    return api<T>(route, { ...options, staleRetries: options.staleRetries! - 1 });
  }
  if (ok) {
    rememberPosition((json as { position?: unknown }).position);
    const checked = responseSchema.safeParse(json);
    if (!checked.success)
      throw report(new ApiError(fallback, response.status, 'BAD_RESPONSE'), options, Boolean(token));
    return json as T;
  }
  const parsed = errorEnvelope.partial().safeParse(json);
  const message = (parsed.success && parsed.data.message) || fallback;
  const code = (parsed.success && parsed.data.code) || `HTTP_${response.status}`;
  const error = new ApiError(message, response.status, code, (parsed.success && parsed.data.errors) || {});
  // A 401 on a request that carried a token means the session is over (expired, or the account is gone).
  if (response.status === 401 && token) window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  throw report(error, options, Boolean(token));
}

export const SESSION_EXPIRED_EVENT = 'cinema:session-expired';

function report(error: ApiError, options: RequestOptions, hadToken: boolean): ApiError {
  if (options.toastErrors === false) return error;
  // Without a token a 401 is an answer (e.g. a wrong password), shown as the server worded it.
  if (error.status === 401 && hadToken) toast.error(TOASTS.unauthorized);
  else if (error.status === 402) toast.error(TOASTS.paymentRequired);
  else toast.error(error.message || TOASTS.genericError);
  return error;
}
