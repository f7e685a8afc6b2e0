import { API_BASE, routes, type Movie, type RouteKey } from '@cinema/contracts';
import { vi } from 'vitest';

export interface Reply {
  status?: number;
  json: unknown;
}
/** What a route received: the JSON body, or the FormData of a multipart call, and the headers. */
export interface Call {
  route: RouteKey | undefined;
  body: unknown;
  headers: Record<string, string>;
}
type Handler = Reply | ((call: Call) => Reply | Promise<Reply>);

/**
 * Stubs the global fetch with answers per contract route (anything else answers 404 in the
 * spec's error envelope) and records what each route received, FormData included.
 */
export function mockApi(handlers: Partial<Record<RouteKey, Handler>>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(API_BASE, '');
    const route = (Object.keys(routes) as RouteKey[]).find((name) => routes[name].path === path);
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body;
    const call: Call = { route, body, headers: { ...(init?.headers as Record<string, string>) } };
    calls.push(call);
    const handler = route ? handlers[route] : undefined;
    const reply = !handler
      ? errorReply(404, 'Not found', 'NOT_FOUND')
      : typeof handler === 'function'
        ? await handler(call)
        : handler;
    return new Response(JSON.stringify(reply.json), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, callsTo: (route: RouteKey) => calls.filter((call) => call.route === route) };
}

export const movieReply = (movie: Movie, message = 'ok'): Reply => ({
  json: { success: true, message, data: movie, position: '1:1' },
});

export const errorReply = (
  status: number,
  message: string,
  code: string,
  errors?: Record<string, string>,
): Reply => ({ status, json: { success: false, message, code, ...(errors ? { errors } : {}) } });

/** A reply the test releases by hand, to look at the screen while the call is in flight. */
export function deferredReply() {
  let release: (reply: Reply) => void = () => {};
  const promise = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release };
}

const image = (id: string) => ({
  src: `/media/${id}-800.jpg`,
  srcSet: `/media/${id}-400.webp 400w, /media/${id}-800.webp 800w`,
  fallbackSrcSet: `/media/${id}-400.jpg 400w, /media/${id}-800.jpg 800w`,
  width: 800,
  height: 1200,
});

export const aMovie = (overrides: Partial<Movie> = {}): Movie => ({
  _id: 'movie-1',
  movieName: 'Laapataa Ladies',
  categories: ['Bollywood'],
  releaseDate: '2024-03-01',
  summary: 'Two brides are swapped on a train.',
  genres: ['Comedy', 'Drama'],
  cast: ['Nitanshi Goel', 'Pratibha Ranta'],
  crew: [{ name: 'Kiran Rao', profession: 'Director' }],
  supportingLanguages: ['Hindi'],
  thumbnail: '/media/thumb-1-800.jpg',
  banner: '/media/banner-1-800.jpg',
  images: { thumbnail: image('thumb-1'), banner: image('banner-1') },
  version: 3,
  ...overrides,
});

export const anImage = (name: string, type = 'image/png', bytes = 16) =>
  new File([new Uint8Array(bytes)], name, { type });
