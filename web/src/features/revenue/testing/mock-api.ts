import { API_BASE, routes, type RouteKey } from '@cinema/contracts';
import { vi } from 'vitest';

export interface Reply {
  status?: number;
  json: unknown;
}
type Handler = Reply | ((body: unknown, call: number) => Reply | Promise<Reply>);

interface Sent {
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Stubs the global fetch with answers per contract route (anything else answers 404 in the spec's
 * error envelope) and records what each route received. A handler function gets the body and how
 * many calls the route had before (0 for the first), to answer a reload differently.
 */
export function mockApi(handlers: Partial<Record<RouteKey, Handler>>) {
  const sent: Sent[] = [];
  const calls = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(API_BASE, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ path, body, headers: { ...(init?.headers as Record<string, string>) } });
    const call = calls.get(path) ?? 0;
    calls.set(path, call + 1);
    const key = (Object.keys(routes) as RouteKey[]).find((name) => routes[name].path === path);
    const handler = key ? handlers[key] : undefined;
    const reply = !handler
      ? errorReply(404, 'Not found', 'NOT_FOUND')
      : typeof handler === 'function'
        ? await handler(body, call)
        : handler;
    return new Response(JSON.stringify(reply.json), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const to = (key: RouteKey) => sent.filter((call) => call.path === routes[key].path);
  return {
    fetchMock,
    /** The JSON bodies sent to one route, in order. */
    bodiesSentTo: (key: RouteKey) => to(key).map((call) => call.body),
    /** The request headers of each call to one route, in order. */
    headersSentTo: (key: RouteKey) => to(key).map((call) => call.headers),
    callsTo: (key: RouteKey) => to(key).length,
  };
}

export const dataReply = (data: unknown, message = 'ok'): Reply => ({
  json: { success: true, message, data, position: '1:0' },
});

export const errorReply = (
  status: number,
  message: string,
  code: string,
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
