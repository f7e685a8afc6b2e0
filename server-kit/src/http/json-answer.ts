import type { Response } from 'express';

/** Sees a response's JSON answer, with its status, before it is written (which waits for it). */
export type AnswerWatcher = (status: number, body: string) => Promise<void>;

const watchers = new WeakMap<Response, AnswerWatcher>();

/**
 * Lets `watcher` see the JSON answer this response gets from the route or the error handler
 * (idempotency keeps it for a retry). The answer is written once the watcher's promise settles.
 */
export function watchJsonAnswer(res: Response, watcher: AnswerWatcher) {
  watchers.set(res, watcher);
}

/**
 * Writes `body` as the JSON answer, after its watcher if one is set. With `etag` (GET answers)
 * through Express's `res.json`, whose ETag answers a conditional GET with 304; otherwise without
 * hashing the body, as nobody asks a POST or an error conditionally.
 */
export async function sendJson(res: Response, body: unknown, { etag = false } = {}) {
  const watcher = watchers.get(res);
  if (watcher) {
    watchers.delete(res);
    await watcher(res.statusCode, JSON.stringify(body));
  }
  if (etag) return void res.json(body);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body) ?? '');
}
