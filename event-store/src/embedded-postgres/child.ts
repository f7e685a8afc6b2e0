/*
 * Runs in a forked Node process: PGlite (WASM, blocks its event loop for each query) behind
 * pglite-socket, so the parent only ever speaks the PostgreSQL protocol through `pg`.
 * Protocol over IPC: child → {type:'ready', port} | {type:'failed', error}; parent → {type:'stop'}.
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pinExtendedQueryBatches } from './pinned-queue.ts';

interface ChildConfig {
  dataDir?: string;
  port: number;
  maxConnections: number;
}

const config = JSON.parse(process.argv[2] ?? '{}') as ChildConfig;
let db: PGlite | undefined;
let server: PGLiteSocketServer | undefined;
let stopping: Promise<void> | undefined;

function send(message: object): void {
  if (process.connected) process.send?.(message);
}

function shutdown(code: number): Promise<void> {
  stopping ??= (async () => {
    try {
      await server?.stop();
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
  db = await PGlite.create(config.dataDir ? { dataDir: config.dataDir } : {});
  server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: config.port,
    maxConnections: config.maxConnections,
  });
  pinExtendedQueryBatches(server);
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  send({ type: 'ready', port });
} catch (error) {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  await shutdown(1);
}
