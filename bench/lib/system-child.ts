/*
 * The whole system (write-api + projector + read-api, one port) in a process of its own, started
 * the way embedded/src/testing/test-system.ts starts it, so the load generator in the parent does
 * not share its event loop and the peak RSS measured here is the server's alone.
 * IPC: child → {type:'ready', …} | {type:'failed', error} | {type:'stopped', maxRssMiB};
 *      parent → {type:'stop'}.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshSchema } from '@cinema/event-store/testing';
import { parseConfig } from '@cinema/server-kit';
import { addCity, registerAccount, writeConfigSchema } from '@cinema/write-api';
import { startSystem, type RunningSystem } from '../../embedded/src/system.ts';
import { dropSchemas, type Target } from './targets.ts';

export interface Credentials {
  email: string;
  password: string;
}

export type ChildMessage =
  | {
      type: 'ready';
      /** http://127.0.0.1:<port> */
      origin: string;
      seededCities: number;
      /** Position of the last seeded city: a query carrying it sees every seeded city. */
      seededPosition: string;
      viewer: Credentials;
      superAdmin: Credentials;
      schemas: string[];
      startSeconds: number;
    }
  | { type: 'failed'; error: string }
  | { type: 'stopped'; maxRssMiB: number };

export const SEED_CITIES = ['Indore', 'Bhopal', 'Mumbai', 'Pune', 'Delhi', 'Jaipur', 'Chennai', 'Kolkata'];
const PASSWORD = 'Bench@12345';

const target = JSON.parse(process.argv[2] ?? '{}') as Target;
let system: RunningSystem | undefined;
let schemas: string[] = [];
let outboxDir: string | undefined;
let stopping: Promise<void> | undefined;

function send(message: ChildMessage): void {
  if (process.connected) process.send?.(message);
}

function shutdown(code: number): Promise<void> {
  stopping ??= (async () => {
    try {
      await system?.stop();
      await dropSchemas(target.url, schemas);
      if (outboxDir) await rm(outboxDir, { recursive: true, force: true });
    } catch (error) {
      console.error('[bench system] shutdown failed', error);
      code = 1;
    }
    send({ type: 'stopped', maxRssMiB: process.resourceUsage().maxRSS / 1024 });
    process.exit(code);
  })();
  return stopping;
}

process.on('message', (message: { type?: string }) => {
  if (message?.type === 'stop') void shutdown(0);
});
process.on('disconnect', () => void shutdown(0));
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  if (!process.send) throw new Error('system-child.ts must be forked by bench/http-api.ts (needs IPC)');
  const started = performance.now();
  schemas = await Promise.all([freshSchema(target.url), freshSchema(target.url)]);
  const [eventsSchema, readSchema] = schemas as [string, string];
  outboxDir = await mkdtemp(join(tmpdir(), 'bench-outbox-'));
  const config = parseConfig(writeConfigSchema, {
    NODE_ENV: 'test',
    JWT_SECRET: randomBytes(32).toString('base64url'),
    EVENTS_SCHEMA: eventsSchema,
    READ_SCHEMA: readSchema,
    OUTBOX_DIR: outboxDir,
    // The login bench sends thousands of logins from one IP: lift the per-IP limits out of the way.
    LOGIN_RATE_LIMIT: '100000000',
    OTP_RATE_LIMIT: '100000000',
  });
  system = await startSystem({
    config,
    databaseUrl: target.url,
    embedded: target.kind === 'pglite',
    dataDir: outboxDir,
    port: 0,
  });
  const { port } = new URL(system.url);
  const startSeconds = (performance.now() - started) / 1000;

  let seededPosition = '0:0';
  for (const city of SEED_CITIES) seededPosition = (await addCity(system.write, city, null)).position;
  const account = async (accountType: 'Viewer' | 'SuperAdmin'): Promise<Credentials> => {
    const email = `bench-${accountType.toLowerCase()}@example.com`;
    await registerAccount(system!.write, {
      accountType,
      email,
      userName: `Bench ${accountType}`,
      contactNumber: '9876543210',
      password: PASSWORD,
    });
    return { email, password: PASSWORD };
  };
  const viewer = await account('Viewer');
  const superAdmin = await account('SuperAdmin');
  send({
    type: 'ready',
    // Loopback only: the benches never leave this machine.
    origin: `http://127.0.0.1:${port}`,
    seededCities: SEED_CITIES.length,
    seededPosition,
    viewer,
    superAdmin,
    schemas,
    startSeconds,
  });
} catch (error) {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  await shutdown(1);
}
