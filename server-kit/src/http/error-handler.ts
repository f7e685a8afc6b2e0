import type { ErrorRequestHandler, RequestHandler } from 'express';
import { SERVER_MESSAGES, type ErrorEnvelope } from '@cinema/contracts';
import { ZodError } from 'zod';
import { AppError, badRequest, notFound } from './app-error.ts';

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
  if (error instanceof ZodError) return fromZodError(error);
  const e = error as { type?: string; status?: number };
  if (e?.type === 'entity.parse.failed') return badRequest(SERVER_MESSAGES.invalidInput);
  if (e?.type === 'entity.too.large') return new AppError(413, 'TOO_LARGE', 'Request is too large');
  return null;
}

export const notFoundHandler: RequestHandler = (_req, _res, next) => next(notFound());

/** The one place errors become responses: the spec's envelope with success false. */
export function errorHandler(log: (error: unknown) => void = console.error): ErrorRequestHandler {
  return (error, _req, res, _next) => {
    const appError = toAppError(error);
    if (!appError) log(error);
    const status = appError?.status ?? 500;
    const body: ErrorEnvelope = {
      success: false,
      message: appError?.message ?? SERVER_MESSAGES.internal,
      code: appError?.code ?? 'INTERNAL',
      ...(appError?.fieldErrors ? { errors: appError.fieldErrors } : {}),
    };
    res.status(status).json(body);
  };
}
