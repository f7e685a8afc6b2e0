import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServiceProcess {
  url: string;
  /** Everything the process printed so far. */
  output(): string;
  stop(): Promise<void>;
  /** Sends `signal` at once (SIGKILL: a crash, nothing cleaned up) and resolves once the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts one service's main.ts as its own Node process (the scaled-out topology) and resolves
 * once it prints `ready` (a line matching it). The process gets only the environment given.
 */
export async function startService(
  main: string,
  env: Record<string, string>,
  ready: RegExp,
  timeoutMs = 60_000,
): Promise<ServiceProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${main} not ready in ${timeoutMs} ms:\n${log}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (ready.test(log)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${main} exited with ${code} before it was ready:\n${log}`));
    });
  });
  return {
    url: env.PORT ? `http://127.0.0.1:${env.PORT}` : '',
    output: () => log,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    },
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
