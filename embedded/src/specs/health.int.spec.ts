import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, waitFor } from '@cinema/event-store/testing';
import { projectorHealth, type ReadDatabase } from '@cinema/projector';
import { createReadApp } from '@cinema/read-api';
import { createKysely, createProjectionProgress, createTokenService } from '@cinema/server-kit';
import { startTestSystem, TEST_HEALTH_TOKEN, type TestSystem } from '../testing/test-system.ts';

/** As an operator: with the health token, /readyz names what it checked. */
const AS_OPERATOR = { Authorization: `Bearer ${TEST_HEALTH_TOKEN}` };

async function get(url: string, headers: Record<string, string> = AS_OPERATOR) {
  const response = await fetch(url, { headers });
  return {
    status: response.status,
    text: await response.clone().text(),
    body: (await response.json()) as any,
  };
}

for (const database of testDatabases()) {
  describe(`/healthz and /readyz of the one-process host (${database.kind})`, () => {
    let system: TestSystem;
    beforeAll(async () => void (system = await startTestSystem(database)));
    afterAll(() => system?.stop());

    it('answers liveness and readiness outside the API, with projector lag and parked events', async () => {
      expect(await get(`${system.url}/healthz`)).toMatchObject({ status: 200, body: { status: 'ok' } });
      await system.store.append('health-city', [{ type: 'Probe', data: {} }], 'no_stream');
      const ready = await get(`${system.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({
        status: 'ready',
        checks: {
          events: { ok: true, kind: 'postgres', heldBack: { count: expect.any(Number) } },
          readModels: { ok: true, projector: 'main', checkpoint: expect.any(String), parked: 0 },
        },
      });
      expect(ready.body.checks.readModels.eventsBehind).toEqual(expect.any(Number));
      // No connection string, host or password in what any caller can read.
      const { password, host } = new URL(database.url);
      for (const secret of [database.url, host, password].filter(Boolean))
        expect(ready.text).not.toContain(secret);
      expect((await fetch(`${system.url}/api/v1/healthz`)).status).toBe(404);
    });

    it('tells anyone without the health token only whether it is ready', async () => {
      expect(await get(`${system.url}/readyz`, {})).toEqual({
        status: 200,
        text: '{"status":"ready"}',
        body: { status: 'ready' },
      });
      const wrong = await get(`${system.url}/readyz`, { Authorization: 'Bearer not-the-token' });
      expect(wrong.status).toBe(401);
      expect(wrong.text).not.toContain('checkpoint');
    });
  });
}

const postgres = testDatabases().find((d) => d.kind === 'postgres');

describe.skipIf(!postgres)('/readyz while a transaction in another database holds delivery back', () => {
  let system: TestSystem;
  beforeAll(async () => void (system = await startTestSystem(postgres!)));
  afterAll(() => system?.stop());

  it('names the blocking backend and counts the events it hides, until it ends', async () => {
    const other = new URL(postgres!.url);
    other.pathname = '/postgres';
    const blocker = new pg.Client({ connectionString: other.toString(), application_name: 'report-job' });
    await blocker.connect();
    try {
      const pid = (await blocker.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      await blocker.query('BEGIN');
      await blocker.query('SELECT pg_current_xact_id()');
      await system.store.append('held-city', [{ type: 'Probe', data: {} }], 'no_stream');
      const held = await waitFor(async () => {
        const { body } = await get(`${system.url}/readyz`);
        return body.checks.events.oldestTransaction?.pid === pid && body;
      });
      expect(held.status).toBe('ready'); // lag is reported, not a reason to leave the load balancer
      expect(held.checks.events).toMatchObject({
        heldBack: { count: 1 },
        oldestTransaction: {
          pid,
          database: 'postgres',
          application: 'report-job',
          state: 'idle in transaction',
        },
      });
      expect(held.checks.events.oldestTransaction.transactionAgeSeconds).toEqual(expect.any(Number));
    } finally {
      await blocker.query('COMMIT').catch(() => undefined);
      await blocker.end();
    }
    await waitFor(async () => (await get(`${system.url}/readyz`)).body.checks.events.heldBack.count === 0, {
      message: 'delivery to resume',
    });
  });
});

describe('/readyz of a service whose database is unreachable', () => {
  let server: Server;
  afterAll(() => new Promise((done) => server?.close(done)));

  it('answers 503 naming the failure by its code to an operator, while /healthz still answers 200', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://cinema:hunter2-secret@127.0.0.1:1/cinema' });
    const db = createKysely<ReadDatabase>(pool, 'read_models');
    const app = createReadApp({
      db,
      progress: createProjectionProgress({ readCheckpoint: async () => '0:0' }),
      tokens: createTokenService({
        secret: randomBytes(32).toString('hex'),
        expiresInSeconds: 60,
        maxAgeSeconds: 60,
      }),
      edge: { CORS_ORIGINS: [], TRUST_PROXY: false, HEALTH_TOKEN: TEST_HEALTH_TOKEN },
      health: { readModels: () => projectorHealth(db) },
    });
    server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, () => resolve(s));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect((await get(`${base}/healthz`)).status).toBe(200);
      const ready = await get(`${base}/readyz`);
      expect(ready).toMatchObject({
        status: 503,
        body: { status: 'not ready', checks: { readModels: { ok: false, error: 'ECONNREFUSED' } } },
      });
      expect(ready.text).not.toContain('hunter2');
      expect(await get(`${base}/readyz`, {})).toMatchObject({ status: 503, body: { status: 'not ready' } });
      expect((await get(`${base}/readyz`, {})).body.checks).toBeUndefined();
    } finally {
      await pool.end();
    }
  });
});
