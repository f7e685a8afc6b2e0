import { EventEmitter } from 'node:events';
import { createServer, type Server } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { Request, Response } from 'express';
import pg from 'pg';
import { SERVER_MESSAGES } from '@cinema/contracts';
import { createPool } from '../db/kysely.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { errorHandler } from './error-handler.ts';

function answer(error: unknown) {
  const sent: { status?: number; body?: unknown; headers: Record<string, string> } = { headers: {} };
  const res = {
    setHeader(name: string, value: string) {
      sent.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      sent.status = code;
      return res;
    },
    end(text: string) {
      sent.body = JSON.parse(text);
      return res;
    },
  } as unknown as Response;
  errorHandler(() => undefined)(error, {} as Request, res, () => undefined);
  return sent;
}

/** A port that refuses connections: listened on once, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Takes the connection and never answers: a database host that hangs. */
async function silentServer(): Promise<Server> {
  const server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

const pgError = (code: string, message: string) =>
  Object.assign(new pg.DatabaseError(message, message.length, 'error'), { code, severity: 'FATAL' });

const unavailable = {
  status: 503,
  body: { success: false, code: 'DATABASE_UNAVAILABLE', message: SERVER_MESSAGES.databaseUnavailable },
  headers: { 'retry-after': '5', 'content-type': 'application/json; charset=utf-8' },
};

describe('a database that is away answers 503 with Retry-After', () => {
  it('when the connection is refused (the server is down)', async () => {
    const pool = createPool(`postgres://postgres@127.0.0.1:${await closedPort()}/test`, 1);
    const error = await pool.query('SELECT 1').catch((e: unknown) => e);
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(answer(error)).toEqual(unavailable);
  });

  it('when connecting takes longer than the pool waits (an unreachable host), within that time', async () => {
    const server = await silentServer();
    const { port } = server.address() as { port: number };
    const pool = createPool(`postgres://postgres@127.0.0.1:${port}/test`, 1, { connectTimeoutMs: 200 });
    const started = Date.now();
    const error = await pool.query('SELECT 1').catch((e: unknown) => e);
    const waited = Date.now() - started;
    await pool.end();
    server.close();
    expect(waited).toBeLessThan(2_000);
    expect(answer(error)).toEqual(unavailable);
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P02', 'terminating connection because of crash of another server process'],
    ['57P03', 'the database system is starting up'],
    ['57P03', 'the database system is shutting down'],
    ['08006', 'connection failure'],
    ['53300', 'sorry, too many clients already'],
  ])('when PostgreSQL says %s (%s)', (code, message) => {
    expect(answer(pgError(code, message))).toEqual(unavailable);
  });

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated',
    'Connection terminated due to connection timeout',
    'timeout exceeded when trying to connect',
    'Query read timeout',
    'Client has encountered a connection error and is not queryable',
  ])('when the driver says "%s"', (message) => {
    expect(answer(new Error(message))).toEqual(unavailable);
  });

  it('when the socket broke, also wrapped in a cause or an AggregateError', () => {
    const reset = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET', syscall: 'read' });
    expect(answer(reset)).toEqual(unavailable);
    expect(answer(new Error('append failed', { cause: reset }))).toEqual(unavailable);
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
    expect(answer(new AggregateError([refused], ''))).toEqual(unavailable);
  });

  it('but a fault of the statement or the code stays a 500 without Retry-After', () => {
    for (const error of [
      pgError('42601', 'syntax error at or near "SELEC"'),
      pgError('23505', 'duplicate key value violates unique constraint'),
      Object.assign(new Error('ENOENT: no such file'), { code: 'ENOENT', syscall: 'open' }),
      new TypeError("Cannot read properties of undefined (reading 'x')"),
    ]) {
      const sent = answer(error);
      expect(sent.status).toBe(500);
      expect(sent.headers).toEqual({ 'content-type': 'application/json; charset=utf-8' });
      expect(sent.body).toMatchObject({ code: 'INTERNAL' });
    }
  });
});

describe('a pool whose connections drop', () => {
  it('reports the lost connection instead of ending the process (idle or checked out)', () => {
    const logged: string[] = [];
    const pool = createPool('postgres://postgres@127.0.0.1:1/test', 2, { log: (m) => logged.push(m) });
    const client = new EventEmitter();
    pool.emit('connect', client);
    const terminated = pgError('57P01', 'terminating connection due to administrator command');
    // With no listener either emit would throw: Node's uncaught 'error' event.
    expect(() => pool.emit('error', terminated, client)).not.toThrow();
    expect(() => client.emit('error', terminated)).not.toThrow();
    expect(() => client.emit('error', new Error('Connection terminated unexpectedly'))).not.toThrow();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/database connection lost: 57P01 terminating connection/);
    void pool.end();
  });
});
