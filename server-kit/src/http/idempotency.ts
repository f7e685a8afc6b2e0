import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { AppError, badRequest } from './app-error.ts';
import type { IdempotencyRecord, IdempotencyStore } from './idempotency-store.ts';
import { watchJsonAnswer } from './json-answer.ts';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export const IDEMPOTENCY_MESSAGES = {
  badKey: 'Idempotency-Key must be 1 to 255 visible characters',
  reused: 'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  inProgress: 'A request with this Idempotency-Key is still being processed. Please retry shortly.',
} as const;

// Answers that mean "not done, try again" are not kept: a retry runs the command afresh.
const TRY_AGAIN = new Set([401, 403, 408, 409, 425, 429]);
const keep = (status: number) => status < 500 && !TRY_AGAIN.has(status);
const validKey = /^[\x21-\x7e]{1,255}$/;

export interface IdempotencyOptions {
  /** How long a request waits for a concurrent one with the same key before answering 409. */
  waitMs?: number;
}

/**
 * Idempotency-Key on commands (POST/PUT): the first request with a key runs; a retry with the
 * same key from the same caller on the same route gets the first answer (status and body, with
 * `Idempotent-Replayed: true`) and causes no second effect; a concurrent one waits for it. The
 * same key with a different body is refused (422). Goes after the access guard (the caller scopes
 * the key) and after the body was read (mountRoutes' `beforeHandler`).
 *
 * The stored answer is encrypted with a key derived from the Idempotency-Key and the request
 * body, which are not stored: a reader of the table cannot lift tokens out of signup answers.
 */
export function idempotentCommands(
  store: IdempotencyStore,
  { waitMs = 10_000 }: IdempotencyOptions = {},
): RequestHandler {
  return async (req, res, next) => {
    try {
      const key = req.get(IDEMPOTENCY_HEADER);
      if (key === undefined || (req.method !== 'POST' && req.method !== 'PUT')) return next();
      if (!validKey.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.badKey);

      // The mounted route's own pattern, never a re-parse of the request line.
      const route = `${req.method} ${String((req.route as { path?: unknown } | undefined)?.path ?? req.path)}`;
      const scope = req.caller?.accountId ?? 'anonymous';
      const id = sha256(`${scope}\0${route}\0${key}`);
      const request = JSON.stringify(req.body ?? null);
      const fingerprint = hmac(key, `request\0${request}`);
      const secret = createHash('sha256')
        .update(hmac(key, `answer\0${request}`))
        .digest();
      const owner = randomUUID();

      const deadline = Date.now() + waitMs;
      for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
        const found = await store.claim(id, fingerprint, owner);
        if (found === true)
          return runAndRemember(res, next, (status, body) =>
            status === null ? store.release(id, owner) : store.answer(id, owner, status, seal(secret, body)),
          );
        if (found.fingerprint !== fingerprint) throw reused();
        if (found.answer) return replay(res, found, secret);
        if (Date.now() > deadline)
          throw new AppError(409, 'IDEMPOTENCY_IN_PROGRESS', IDEMPOTENCY_MESSAGES.inProgress);
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    } catch (error) {
      next(error);
    }
  };
}

/** Lets the command run and keeps its answer (or forgets the claim when the answer is not kept). */
function runAndRemember(
  res: Response,
  next: () => void,
  remember: (status: number | null, body: string) => Promise<void>,
) {
  let settled = false;
  watchJsonAnswer(res, async (status, body) => {
    settled = true;
    await remember(keep(status) ? status : null, body).catch((error: unknown) =>
      console.error('Storing the idempotent answer failed', error),
    );
  });
  // Answered some other way than JSON: nothing to replay, forget the claim. (A dropped connection
  // changes nothing: the command still finishes and its answer is kept for the retry.)
  res.on('finish', () => {
    if (!settled) void remember(null, '').catch(() => undefined);
  });
  next();
}

function replay(res: Response, record: IdempotencyRecord, secret: Buffer) {
  const { status, body } = record.answer!;
  res.status(status).set(REPLAYED_HEADER, 'true').type('application/json').send(open(secret, body));
}

const reused = () => new AppError(422, 'IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.reused);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const hmac = (key: string, text: string) => createHmac('sha256', key).update(text).digest('hex');

function seal(secret: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64')).join('.');
}

function open(secret: Buffer, stored: string): string {
  const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64'));
  const decipher = createDecipheriv('aes-256-gcm', secret, iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
}
