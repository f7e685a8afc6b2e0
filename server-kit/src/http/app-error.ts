import { SERVER_MESSAGES } from '@cinema/contracts';
import type { DomainErrorCode } from './error-handler.ts';

/*
 * Both errors below are answers, not faults: a refused seat or a wrong password is an everyday
 * outcome, so they are built without a stack trace (capturing one is most of the cost of an
 * Error, and a rush on one screening refuses hundreds a second). Faults keep theirs.
 */

/**
 * A rule of the domain said no: a code and the spec's text, nothing about HTTP. The error
 * middleware's table (DOMAIN_ERROR_STATUS) decides the status, so deciders stay transport-free.
 */
export class DomainError extends Error {
  /** Set on refusals that end at a known time: the answer's `Retry-After`. */
  retryAfterSeconds?: number;

  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.name = 'DomainError';
  }

  /** The same refusal, shown next to one form field. */
  onField(field: string): DomainError {
    return new DomainError(this.code, this.message, { [field]: this.message });
  }
}

/** A failure at the HTTP edge (token, role, input, limits): a code, its status and the text the user sees. */
export class AppError extends Error {
  /** The answer's `Retry-After` (rate limits). */
  retryAfterSeconds?: number;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError(400, 'VALIDATION_FAILED', message, fieldErrors);
export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', SERVER_MESSAGES.unauthorized);
export const forbidden = () => new AppError(403, 'FORBIDDEN', SERVER_MESSAGES.forbidden);
export const notFound = (message: string = SERVER_MESSAGES.notFound) =>
  new AppError(404, 'NOT_FOUND', message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);
export const tooManyRequests = (message: string = SERVER_MESSAGES.tooManyRequests) =>
  new AppError(429, 'RATE_LIMITED', message);
