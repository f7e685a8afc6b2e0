import type { ErrorRequestHandler, RequestHandler } from 'express';
import { SERVER_MESSAGES, StoredEventError, type ErrorEnvelope } from '@cinema/contracts';
import { ZodError } from 'zod';
import { AppError, badRequest, DomainError, notFound } from './app-error.ts';
import { sendJson } from './json-answer.ts';
import { describeDatabaseError, isDatabaseUnavailable } from '../db/database-unavailable.ts';

/** The HTTP status of every domain error code: deciders name the refusal, this table answers it. */
export const DOMAIN_ERROR_STATUS = {
  EMAIL_TAKEN: 409,
  ACCOUNT_NOT_FOUND: 404,
  CITY_EXISTS: 409,
  OTP_MISSING: 400,
  OTP_EXPIRED: 400,
  OTP_INVALID: 400,
  OTP_TOO_SOON: 429,
  OTP_SEND_LIMIT: 429,
  OTP_TOO_MANY_TRIES: 429,
  CONCURRENCY_CONFLICT: 409,
  STALE_VERSION: 412,
  MOVIE_NOT_FOUND: 404,
  MOVIE_EXISTS: 409,
  IMAGES_REQUIRED: 400,
  IMAGE_TYPE: 415,
  IMAGE_TOO_LARGE: 413,
  IMAGE_URL_REFUSED: 400,
  IMAGE_URL_FAILED: 502,
  CITY_NOT_FOUND: 404,
  CINEMA_NOT_FOUND: 404,
  SCREEN_NOT_FOUND: 404,
  NOT_YOUR_CINEMA: 403,
  SCREEN_RETIRED: 409,
  SCREEN_NAME_TAKEN: 409,
  TOO_MANY_SCREENS: 409,
  LAST_SCREEN: 409,
  SCREEN_HAS_SHOWS: 409,
  SHOW_NOT_FOUND: 404,
  SHOW_ALREADY_LIVE: 409,
  SHOW_DATE_IN_PAST: 400,
  SHOW_TOO_LONG: 400,
  SHOW_END_BEFORE_START: 400,
  SCREEN_NOT_CONFIGURED: 409,
  SHOW_CLASH: 409,
  // Editing a pending show, extending a live show's run
  SHOW_LIVE_NOT_EDITABLE: 409,
  SHOW_NOT_LIVE: 409,
  SHOW_END_NOT_LATER: 400,
  NO_UPCOMING_SCREENING: 404,
  // Cancellations (the show, one screening, a ticket of one at the door)
  SHOW_CANCELLED: 409,
  SCREENING_CANCELLED: 409,
  TICKET_CANCELLED: 409,
  // Seats, holds, payments, tickets
  SEATS_UNAVAILABLE: 409,
  SEATS_HELD_TOO_LONG: 409,
  HOLD_NO_MORE_TIME: 409,
  HOLDS_PAUSED: 429,
  PAYMENT_IN_PROGRESS: 409,
  SEAT_UNKNOWN: 400,
  SCREENING_NOT_FOUND: 404,
  SCREENING_STARTED: 409,
  HOLD_NOT_FOUND: 404,
  HOLD_EXPIRED: 409,
  HOLD_ALREADY_EXTENDED: 409,
  NOT_YOUR_HOLD: 403,
  SEATS_NOT_HELD: 409,
  ORDER_NOT_FOUND: 404,
  ORDER_CLOSED: 409,
  SIGNATURE_INVALID: 400,
  TICKET_INVALID: 400,
  TICKET_USED: 409,
  TICKET_NOT_NOW: 409,
  NOT_YOUR_TICKET: 403,
  SANDBOX_OFF: 404,
  GATEWAY_UNAVAILABLE: 503,
  // Revenue
  ADMIN_NOT_FOUND: 404,
  NOT_YOUR_REVENUE: 403,
  // Counter sales and staff
  NOT_COUNTER_STAFF: 403,
  COUNTER_OWN_ACCOUNT: 409,
} as const satisfies Record<string, number>;

export type DomainErrorCode = keyof typeof DOMAIN_ERROR_STATUS;

/** Turns a zod failure into a 400 whose message is the first problem's text (the spec's wording). */
export function fromZodError(error: ZodError): AppError {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    fieldErrors[field] ??= issue.message;
  }
  return badRequest(error.issues[0]?.message ?? SERVER_MESSAGES.invalidInput, fieldErrors);
}

function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof DomainError) {
    const status: number | undefined = DOMAIN_ERROR_STATUS[error.code];
    return status ? new AppError(status, error.code, error.message, error.fieldErrors) : null;
  }
  if (error instanceof ZodError) return fromZodError(error);
  if (error instanceof StoredEventError) return streamUnreadable(error);
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  return fromHttpError(error);
}

const reportedStreams = new Set<string>();

/**
 * A command met a stored event this build cannot read (written by hand, or by an old bug): every
 * command on that stream would fail the same way, so it is a 503 naming the stream, not a 500, and
 * the operators are told once per stream (the projector parks the same event with its dead
 * letters; `npm run events:repair` mends it).
 */
function streamUnreadable(error: StoredEventError): AppError {
  const { streamId } = error.event;
  if (!reportedStreams.has(streamId)) {
    reportedStreams.add(streamId);
    console.error(
      `${error.message}. Commands on ${streamId} answer 503 until it is repaired (npm run events:repair).`,
    );
  }
  const answer = new AppError(503, 'STREAM_UNREADABLE', SERVER_MESSAGES.streamUnreadable(streamId));
  answer.retryAfterSeconds = 300;
  return answer;
}

/** Seconds a client is asked to wait after a 503 for a database that is away (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The database is restarting, failing over or unreachable: a prompt 503 the client may retry,
 * not a 500 (nothing is wrong with the request or the code) and not a request left hanging.
 */
function databaseUnavailable(): AppError {
  const error = new AppError(503, 'DATABASE_UNAVAILABLE', SERVER_MESSAGES.databaseUnavailable);
  error.retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
  return error;
}

/**
 * Errors Express and its body parser raise about the request itself (bad JSON, unsupported charset
 * or Content-Encoding, aborted or oversized body, a malformed %-escape) carry a 4xx status: they
 * are the client's, so they get a 4xx envelope, never a 500.
 */
function fromHttpError(error: unknown): AppError | null {
  const e = error as { type?: string; status?: unknown; statusCode?: unknown };
  if (e?.type === 'entity.too.large') return new AppError(413, 'TOO_LARGE', SERVER_MESSAGES.tooLarge);
  if (e?.type === 'encoding.unsupported' || e?.type === 'charset.unsupported')
    return new AppError(415, 'UNSUPPORTED_MEDIA', SERVER_MESSAGES.unsupportedMedia);
  const status = Number(e?.status ?? e?.statusCode);
  if (Number.isInteger(status) && status >= 400 && status < 500)
    return new AppError(
      status,
      status === 400 ? 'VALIDATION_FAILED' : 'BAD_REQUEST',
      SERVER_MESSAGES.invalidInput,
    );
  return null;
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => next(notFound());

/**
 * When each log last told of an outage: one line per outage, not a stack per request (the pool
 * reports the lost connections). Kept per log, not per handler: every mounted route table answers
 * its refusals with a handler of its own.
 */
const lastUnavailableLog = new WeakMap<(error: unknown) => void, number>();

/** The one place errors become responses: the spec's envelope with success false. */
export function errorHandler(log: (error: unknown) => void = console.error): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    const appError = toAppError(error);
    if (!appError) log(error);
    else if (
      appError.code === 'DATABASE_UNAVAILABLE' &&
      Date.now() - (lastUnavailableLog.get(log) ?? 0) > 10_000
    ) {
      lastUnavailableLog.set(log, Date.now());
      log(`database unavailable, answering 503: ${describeDatabaseError(error)}`);
    }
    const status = appError?.status ?? 500;
    const retryAfter = error instanceof DomainError ? error.retryAfterSeconds : appError?.retryAfterSeconds;
    if (retryAfter !== undefined && retryAfter > 0)
      res.setHeader('Retry-After', String(Math.ceil(retryAfter)));
    const body: ErrorEnvelope = {
      success: false,
      message: appError?.message ?? SERVER_MESSAGES.internal,
      code: appError?.code ?? 'INTERNAL',
      ...(appError?.fieldErrors ? { errors: appError.fieldErrors } : {}),
    };
    res.status(status);
    sendJson(res, body).catch(log);
  };
}
