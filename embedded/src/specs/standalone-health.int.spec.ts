import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshSchema, testDatabases, waitFor } from '@cinema/event-store/testing';
import { freePort, startService, type ServiceProcess } from '../testing/service-process.ts';

const postgres = testDatabases().find((d) => d.kind === 'postgres');
const HEALTH_TOKEN = randomBytes(32).toString('base64url');

/** Each standalone process answers its own health checks (the projector on HEALTH_PORT). */
describe.skipIf(!postgres)('/healthz and /readyz of write-api, projector and read-api as processes', () => {
  const services: Record<'write' | 'read' | 'projector', string> = { write: '', read: '', projector: '' };
  let running: ServiceProcess[] = [];

  beforeAll(async () => {
    const url = postgres!.url;
    const shared = {
      DATABASE_URL: url,
      EVENTS_SCHEMA: await freshSchema(url),
      READ_SCHEMA: await freshSchema(url),
      JWT_SECRET: randomBytes(32).toString('base64url'),
      HEALTH_TOKEN,
    };
    const [writePort, readPort, healthPort] = [await freePort(), await freePort(), await freePort()];
    const dataDir = await mkdtemp(join(tmpdir(), 'standalone-health-'));
    running = await Promise.all([
      startService(
        'projector/src/main.ts',
        { ...shared, HEALTH_PORT: String(healthPort) },
        /projector running/,
      ),
      startService(
        'write-api/src/main.ts',
        { ...shared, PORT: String(writePort), DATA_DIR: dataDir },
        /listening/,
      ),
      startService('read-api/src/main.ts', { ...shared, PORT: String(readPort) }, /listening/),
    ]);
    services.projector = `http://127.0.0.1:${healthPort}`;
    services.write = `http://127.0.0.1:${writePort}`;
    services.read = `http://127.0.0.1:${readPort}`;
  }, 120_000);
  afterAll(() => Promise.all(running.map((s) => s.stop())));

  it('each answers /healthz, and /readyz with the checks of what it depends on', async () => {
    for (const base of Object.values(services)) {
      const live = await fetch(`${base}/healthz`);
      expect(live.status).toBe(200);
      expect(await live.json()).toMatchObject({ status: 'ok' });
    }
    // The projector's HEALTH_PORT is for operators: details without a token. The app ports want it.
    const readiness = async (base: string, token: string | null = HEALTH_TOKEN) => {
      const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
      const response = await fetch(`${base}/readyz`, { headers });
      return { status: response.status, body: (await response.json()) as any };
    };
    expect(await readiness(services.write)).toMatchObject({
      status: 200,
      body: { checks: { events: { ok: true, kind: 'postgres', heldBack: { count: 0 } } } },
    });
    for (const base of [services.projector, services.read]) {
      // The projector creates the read-model tables as it starts; read-api is ready once they exist.
      const ready = await waitFor(async () => {
        const r = await readiness(base);
        return r.status === 200 && r;
      });
      expect(ready.body.checks).toMatchObject({
        events: { ok: true, heldBack: { count: 0 } },
        readModels: { ok: true, projector: 'main', parked: 0 },
      });
    }
    // The projector itself also says how far behind the store it is.
    expect((await readiness(services.projector, null)).body.checks.readModels).toMatchObject({
      eventsBehind: 0,
    });
    for (const base of [services.write, services.read])
      expect(await readiness(base, null)).toEqual({ status: 200, body: { status: 'ready' } });
  });
});
