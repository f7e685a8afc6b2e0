/*
 * The whole system (write-api + projector + read-api, one port) started in fresh schemas the way
 * embedded/src/testing/test-system.ts starts it, for a bench child process; `stop` also drops the
 * schemas and the temporary outbox folder.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshSchema } from '@cinema/event-store/testing';
import { parseConfig } from '@cinema/server-kit';
import { writeConfigSchema, type WriteDeps } from '@cinema/write-api';
import { startSystem, type RunningSystem, type SystemOptions } from '../../embedded/src/system.ts';
import { dropSchemas, type Target } from './targets.ts';

export interface BenchSystem {
  system: RunningSystem;
  schemas: string[];
  /** http://127.0.0.1:<port> (loopback only). */
  origin: string;
  stop(): Promise<void>;
}

export async function startBenchSystem(
  target: Target,
  env: Record<string, string> = {},
  overrides: Partial<WriteDeps> = {},
  workflow?: SystemOptions['workflow'],
): Promise<BenchSystem> {
  const schemas = await Promise.all([freshSchema(target.url), freshSchema(target.url)]);
  const [eventsSchema, readSchema] = schemas as [string, string];
  const outboxDir = await mkdtemp(join(tmpdir(), 'bench-outbox-'));
  const cleanup = async () => {
    await dropSchemas(target.url, schemas);
    await rm(outboxDir, { recursive: true, force: true });
  };
  let system: RunningSystem;
  try {
    const config = parseConfig(writeConfigSchema, {
      NODE_ENV: 'test',
      JWT_SECRET: randomBytes(32).toString('base64url'),
      EVENTS_SCHEMA: eventsSchema,
      READ_SCHEMA: readSchema,
      OUTBOX_DIR: outboxDir,
      // Thousands of requests come from one address: lift the per-IP limits out of the way.
      LOGIN_RATE_LIMIT: '100000000',
      OTP_RATE_LIMIT: '100000000',
      // Every bench viewer holds seats from this one address, many times over.
      HOLD_RATE_LIMIT: '100000000',
      HOLD_FAILURE_LIMIT_PER_IP: '100000000',
      // The socket fan-out bench holds 1,000+ seat-map sockets from this one address.
      SOCKET_MAX_PER_ADDRESS: '1000000',
      ...env,
    });
    system = await startSystem({
      config,
      databaseUrl: target.url,
      embedded: target.kind === 'pglite',
      // As `npm start` runs on its data folder (this bench is the folder's only user).
      soleWriter: target.kind === 'pglite',
      dataDir: outboxDir,
      port: 0,
      overrides,
      workflow,
    });
  } catch (error) {
    await cleanup();
    throw error;
  }
  const { port } = new URL(system.url);
  let stopping: Promise<void> | undefined;
  return {
    system,
    schemas,
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      (stopping ??= (async () => {
        try {
          await system.stop();
        } finally {
          await cleanup();
        }
      })()),
  };
}
