import { API_BASE, routes, type RouteKey } from '@cinema/contracts';
import { vi } from 'vitest';

export interface Reply {
  status?: number;
  json: unknown;
}
type Handler = Reply | ((body: unknown) => Reply);

/**
 * Stubs the global fetch with answers per contract route (anything else answers 404 in the spec's
 * error envelope) and records the JSON bodies each route received. `serve` changes answers later.
 */
export function mockApi(initial: Partial<Record<RouteKey, Handler>>) {
  const handlers = { ...initial };
  const sent: { path: string; body: unknown; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace(API_BASE, '');
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ path, body, headers: (init?.headers ?? {}) as Record<string, string> });
      const key = (Object.keys(routes) as RouteKey[]).find((name) => routes[name].path === path);
      const handler = key ? handlers[key] : undefined;
      const reply = !handler
        ? errorReply(404, 'Not found')
        : typeof handler === 'function'
          ? handler(body)
          : handler;
      return new Response(JSON.stringify(reply.json), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  const calls = (key: RouteKey) => sent.filter((call) => call.path === routes[key].path);
  return {
    serve: (more: Partial<Record<RouteKey, Handler>>) => Object.assign(handlers, more),
    /** The JSON bodies sent to one route, in order. */
    bodiesSentTo: (key: RouteKey) => calls(key).map((call) => call.body),
    headersSentTo: (key: RouteKey) => calls(key).map((call) => call.headers),
    /** The routes called, in order (by key). */
    routesCalled: () =>
      sent.map(({ path }) => (Object.keys(routes) as RouteKey[]).find((name) => routes[name].path === path)),
  };
}

export const okReply = (fields: Record<string, unknown>, message = 'ok'): Reply => ({
  json: { success: true, message, ...fields },
});
export const dataReply = (data: unknown, extra: Record<string, unknown> = {}): Reply =>
  okReply({ data, ...extra });

export const errorReply = (status: number, message: string, code = `HTTP_${status}`): Reply => ({
  status,
  json: { success: false, message, code },
});
