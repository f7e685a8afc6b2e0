import { API_BASE, routes, type RouteKey } from '@cinema/contracts';
import { vi } from 'vitest';

export interface Reply {
  status?: number;
  json: unknown;
}
type Handler = Reply | ((body: unknown) => Reply);

/**
 * Stubs the global fetch with answers per contract route (anything else answers 404 in the spec's
 * error envelope) and records the JSON bodies each route received.
 */
export function mockApi(handlers: Partial<Record<RouteKey, Handler>>) {
  const sent: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(API_BASE, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ path, body });
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
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    /** The JSON bodies sent to one route, in order. */
    bodiesSentTo: (key: RouteKey) => sent.filter((call) => call.path === routes[key].path).map((c) => c.body),
  };
}

export const dataReply = (data: unknown): Reply => ({ json: { success: true, message: 'ok', data } });

export const errorReply = (status: number, message: string): Reply => ({
  status,
  json: { success: false, message, code: status === 404 ? 'NOT_FOUND' : `HTTP_${status}` },
});
