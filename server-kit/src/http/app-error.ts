import { SERVER_MESSAGES } from '@cinema/contracts';

/** An expected failure: a code, an HTTP status and the text the user sees. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
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
