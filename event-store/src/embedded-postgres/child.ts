/*
 * Runs in a forked Node process: PGlite (WASM, blocks its event loop for each query) behind
 * pglite-socket, so the parent only ever speaks the PostgreSQL protocol through `pg`.
 * pglite-socket listens on a socket file in a directory only this user can enter; the TCP port
 * on 127.0.0.1 is the password gate in front of it (the password arrives in the environment,
 * never on the command line, which every local user can read).
 * Protocol over IPC: child → {type:'ready', port} | {type:'failed', error}; parent → {type:'stop'}.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { EMBEDDED_START_PARAMS, startMaintenance, type Maintenance } from './maintenance.ts';
import { pinExtendedQueryBatches } from './pinned-queue.ts';
import { passwordGate } from './password-gate.ts';

interface ChildConfig {
  dataDir?: string;
  port: number;
  maxConnections: number;
  maintenanceIntervalMs: number;
}

const config = JSON.parse(process.argv[2] ?? '{}') as ChildConfig;
const password = process.env.EMBEDDED_PG_PASSWORD;
delete process.env.EMBEDDED_PG_PASSWORD;
let db: PGlite | undefined;
let server: PGLiteSocketServer | undefined;
let gate: Server | undefined;
let socketDir: string | undefined;
let maintenance: Maintenance | undefined;
let stopping: Promise<void> | undefined;

function send(message: object): void {
  if (process.connected) process.send?.(message);
}

function shutdown(code: number): Promise<void> {
  stopping ??= (async () => {
    try {
      await maintenance?.stop();
      gate?.close();
      await server?.stop();
      if (socketDir) rmSync(socketDir, { recursive: true, force: true });
      // Closing PGlite flushes and shuts the cluster down, so the data dir stays consistent.
      if (db && !db.closed) await db.close();
    } catch (error) {
      console.error('[embedded-postgres] shutdown failed', error);
      code = 1;
    }
    process.exit(code);
  })();
  return stopping;
}

process.on('message', (message: { type?: string }) => {
  if (message?.type === 'stop') void shutdown(0);
});
// The parent died or let go of us: never outlive it.
process.on('disconnect', () => void shutdown(0));
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  if (!process.send) throw new Error('child.ts must be started by startEmbeddedPostgres (needs IPC)');
  if (!password) throw new Error('EMBEDDED_PG_PASSWORD is not set');
  db = await PGlite.create({
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_START_PARAMS],
  });
  socketDir = mkdtempSync(join(tmpdir(), 'pglite-')); // mode 0700
  const socketPath = join(socketDir, 'socket');
  server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: config.maxConnections });
  pinExtendedQueryBatches(server);
  await server.start();
  const listening = passwordGate(password, socketPath);
  gate = listening;
  const port = await new Promise<number>((done, fail) => {
    listening.once('error', fail);
    listening.listen(config.port, '127.0.0.1', () => done((listening.address() as { port: number }).port));
  });
  maintenance = startMaintenance({
    connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    intervalMs: config.maintenanceIntervalMs,
    log: (line) => console.error(line),
  });
  send({ type: 'ready', port });
} catch (error) {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  await shutdown(1);
}
