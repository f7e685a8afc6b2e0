import { API_BASE, routes, type RouteKey } from '@cinema/contracts';
import { vi } from 'vitest';

/** One answer of the stubbed API: its status (200 unless given) and its JSON body. */
export interface Reply {
  status?: number;
  json: unknown;
}

/** What one call sent: the JSON body (or the FormData of a multipart call) and the headers. */
export interface SentCall {
  route: RouteKey | undefined;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * A fixed answer, or one computed from the body, how many calls the route had before (0 for the
 * first, to answer a reload differently) and the whole call.
 */
export type Handler = Reply | ((body: unknown, call: number, sent: SentCall) => Reply | Promise<Reply>);
export type Handlers = Partial<Record<RouteKey, Handler>>;

const routeAt = (path: string) =>
  (Object.keys(routes) as RouteKey[]).find((name) => routes[name].path === path);

/**
 * Stubs the global fetch with answers per contract route (anything else answers 404 in the spec's
 * error envelope) and records what each route received. `serve` changes answers later.
 */
export function mockApi(initial: Handlers) {
  const handlers = { ...initial };
  const sent: SentCall[] = [];
  const counts = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(API_BASE, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const call: SentCall = {
      route: routeAt(path),
      path,
      body,
      headers: { ...(init?.headers as Record<string, string>) },
    };
    sent.push(call);
    const count = counts.get(path) ?? 0;
    counts.set(path, count + 1);
    const handler = call.route ? handlers[call.route] : undefined;
    const reply = !handler
      ? errorReply(404, 'Not found')
      : typeof handler === 'function'
        ? await handler(body, count, call)
        : handler;
    return new Response(JSON.stringify(reply.json), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const requestsTo = (key: RouteKey) => sent.filter((call) => call.route === key);
  return {
    fetchMock,
    serve: (more: Handlers) => Object.assign(handlers, more),
    /** What each call to one route sent, in order. */
    requestsTo,
    /** The JSON bodies sent to one route, in order. */
    bodiesSentTo: (key: RouteKey) => requestsTo(key).map((call) => call.body),
    /** The request headers of each call to one route, in order. */
    headersSentTo: (key: RouteKey) => requestsTo(key).map((call) => call.headers),
    callsTo: (key: RouteKey) => requestsTo(key).length,
    /** The routes called, in order (by key). */
    routesCalled: () => sent.map((call) => call.route),
  };
}

/** The spec's success envelope with the given fields. */
export const okReply = (fields: Record<string, unknown>, message = 'ok'): Reply => ({
  json: { success: true, message, ...fields },
});

/** A read answer: its data and the read side's position. */
export const dataReply = (data: unknown, message = 'ok', position = '1:0'): Reply =>
  okReply({ data, position }, message);

/** The spec's error envelope; without a code, NOT_FOUND for a 404 and HTTP_<status> otherwise. */
export const errorReply = (
  status: number,
  message: string,
  code = status === 404 ? 'NOT_FOUND' : `HTTP_${status}`,
  errors?: Record<string, string>,
): Reply => ({
  status,
  json: { success: false, message, code, ...(errors ? { errors } : {}) },
});

/** A reply the test releases by hand, to look at the screen while the call is in flight. */
export function deferredReply() {
  let release: (reply: Reply) => void = () => {};
  const promise = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release };
}
