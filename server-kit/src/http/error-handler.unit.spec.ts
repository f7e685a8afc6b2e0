import { describe, expect, it } from 'vitest';
import type { Request, Response } from 'express';
import { AppError, DomainError } from './app-error.ts';
import { DOMAIN_ERROR_STATUS, errorHandler, type DomainErrorCode } from './error-handler.ts';

function answer(error: unknown, handler = errorHandler(() => undefined)) {
  const sent: { status?: number; body?: unknown } = {};
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    setHeader() {},
    end(text: string) {
      sent.body = JSON.parse(text);
      return res;
    },
  } as unknown as Response;
  handler(error, {} as Request, res, () => undefined);
  return sent;
}

describe('error middleware', () => {
  it.each(Object.entries(DOMAIN_ERROR_STATUS))('answers the domain error %s with %i', (code, status) => {
    const sent = answer(
      new DomainError(code as DomainErrorCode, 'The spec text', { field: 'The spec text' }),
    );
    expect(sent).toEqual({
      status,
      body: { success: false, code, message: 'The spec text', errors: { field: 'The spec text' } },
    });
  });

  it('tells the log of a database outage once, however many route tables answer 503 meanwhile', () => {
    const lines: unknown[] = [];
    const log = (line: unknown) => void lines.push(line);
    const [writeRoutes, readRoutes, app] = [errorHandler(log), errorHandler(log), errorHandler(log)];
    const lost = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (const handler of [writeRoutes, readRoutes, app, writeRoutes])
      expect(answer(lost, handler)).toMatchObject({ status: 503, body: { code: 'DATABASE_UNAVAILABLE' } });
    expect(lines).toEqual([expect.stringContaining('database unavailable, answering 503')]);
  });

  it('keeps the status of an HTTP-edge error', () => {
    expect(answer(new AppError(403, 'FORBIDDEN', 'No')).status).toBe(403);
  });

  it('treats a domain code missing from the table as a bug (500, text not leaked)', () => {
    const sent = answer(new DomainError('NOT_IN_TABLE' as DomainErrorCode, 'internal detail'));
    expect(sent.status).toBe(500);
    expect(sent.body).toMatchObject({ code: 'INTERNAL' });
  });
});
