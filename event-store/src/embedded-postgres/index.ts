import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface EmbeddedPostgresOptions {
  /** Directory that keeps the database across restarts; undefined = in memory. */
  dataDir?: string;
  /**
   * TCP port on 127.0.0.1; 0 (default) picks a free one. Connections must log in with the
   * password in `connectionString`, random for each start and kept nowhere else.
   */
  port?: number;
  /** Socket connections the server accepts at once. Default 100. */
  maxConnections?: number;
  /**
   * How often the child vacuums tables with dead rows and checkpoints grown WAL, the work
   * PGlite's single-user backend has no autovacuum or checkpointer for. Default 30 s.
   */
  maintenanceIntervalMs?: number;
  /** How long creating or opening the database may take. Default 120 s. */
  startTimeoutMs?: number;
}

export interface EmbeddedPostgres {
  connectionString: string;
  port: number;
  /** Shuts PGlite down cleanly and waits for the child process to exit. */
  stop(): Promise<void>;
}

type ChildMessage = { type: 'ready'; port: number } | { type: 'failed'; error: string };

const STOP_TIMEOUT_MS = 30_000;

/** PGlite in a child Node process, served over the PostgreSQL protocol by pglite-socket. */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  const dataDir = options.dataDir === undefined ? undefined : resolve(options.dataDir);
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const password = randomBytes(32).toString('base64url');
  const config = {
    dataDir,
    port: options.port ?? 0,
    maxConnections: options.maxConnections ?? 100,
    maintenanceIntervalMs: options.maintenanceIntervalMs ?? 30_000,
  };
  // Resolved from this package, so it works whatever the current directory is.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = fork(fileURLToPath(new URL('./child.ts', import.meta.url)), [JSON.stringify(config)], {
    execPath: process.execPath,
    execArgv: ['--import', tsx],
    env: { ...process.env, EMBEDDED_PG_PASSWORD: password },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'json',
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const port = await waitUntilReady(child, options.startTimeoutMs ?? 120_000).catch(
    async (error: unknown) => {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
      throw error;
    },
  );
  // The database alone must not keep the parent alive; the child exits when the parent goes.
  child.unref();
  child.channel?.unref();

  let stopping: Promise<void> | undefined;
  return {
    connectionString: `postgres://postgres:${password}@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode !== null || child.signalCode !== null) return;
        child.ref();
        if (child.connected) child.send({ type: 'stop' });
        else child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      })();
      return stopping;
    },
  };
}

function waitUntilReady(child: ChildProcess, timeoutMs: number): Promise<number> {
  return new Promise<number>((done, fail) => {
    const timer = setTimeout(
      () => finish(new Error(`embedded PostgreSQL did not start within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onMessage = (message: ChildMessage) => {
      if (message.type === 'ready') finish(undefined, message.port);
      else if (message.type === 'failed')
        finish(new Error(`embedded PostgreSQL failed to start:\n${message.error}`));
    };
    const onExit = (code: number | null, signal: string | null) =>
      finish(new Error(`embedded PostgreSQL exited during start-up (code ${code}, signal ${signal})`));
    const onError = (error: Error) => finish(error);
    function finish(error?: Error, port?: number) {
      clearTimeout(timer);
      child.off('message', onMessage).off('exit', onExit).off('error', onError);
      if (error) fail(error);
      else done(port!);
    }
    child.on('message', onMessage).on('exit', onExit).on('error', onError);
  });
}
