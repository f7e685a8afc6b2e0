import { API_BASE, routes, type RouteKey, type User } from '@cinema/contracts';
import { vi } from 'vitest';

interface Reply {
  status?: number;
  json: unknown;
}
type Handler = Reply | ((body: unknown) => Reply | Promise<Reply>);

/**
 * Stubs the global fetch with answers per contract route (anything else answers 404 in the
 * spec's error envelope) and records the bodies each route received.
 */
export function mockApi(handlers: Partial<Record<RouteKey, Handler>>) {
  const received: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(API_BASE, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    received.push({ path, body });
    const key = (Object.keys(routes) as RouteKey[]).find((name) => routes[name].path === path);
    const handler = key ? handlers[key] : undefined;
    const reply = !handler
      ? errorReply(404, 'Not found', 'NOT_FOUND')
      : typeof handler === 'function'
        ? await handler(body)
        : handler;
    return new Response(JSON.stringify(reply.json), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    /** The JSON bodies sent to one route, in order. */
    bodiesSentTo: (key: RouteKey) =>
      received.filter((call) => call.path === routes[key].path).map((call) => call.body),
  };
}

export const aUser = (overrides: Partial<User> = {}): User => ({
  _id: 'user-1',
  userName: 'Asha Verma',
  contactNumber: '9876543210',
  email: 'asha@example.com',
  accountType: 'Viewer',
  dob: '1994-04-12',
  ...overrides,
});

export const messageReply = (message: string): Reply => ({ json: { success: true, message } });

export const authReply = (user: User = aUser(), token = 'jwt-token-1'): Reply => ({
  json: { success: true, message: 'ok', token, user },
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
