import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface ServiceProcess {
  url: string;
  /** Everything the process printed so far. */
  output(): string;
  /**
   * For assertion messages: "running (pid N)", or how the process ended (exit code or signal, and
   * whether this harness stopped it) with its last lines of output.
   */
  status(): string;
  stop(): Promise<void>;
  /** Sends `signal` at once (SIGKILL: a crash, nothing cleaned up) and resolves once the process is gone. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** How many of its last lines of output a dead service's status() shows. */
const TAIL_LINES = 40;

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
 * once it prints `readyLine` (a line matching it). The process gets only the environment given.
 */
export async function startService(
  main: string,
  env: Record<string, string>,
  readyLine: RegExp,
  timeoutMs = 60_000,
): Promise<ServiceProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  let ready = false;
  /** Set once this harness stops or kills it: its end is then no news. */
  let stopping = false;
  let ended: string | undefined;
  const status = () =>
    ended === undefined
      ? `${main} running (pid ${child.pid})`
      : `${main} (pid ${child.pid}) ${ended}${stopping ? ' (stopped by the harness)' : ''}; ` +
        `its last output:\n${log.trimEnd().split('\n').slice(-TAIL_LINES).join('\n')}`;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      ended = signal ? `was killed by ${signal}` : `exited with code ${code}`;
      resolve();
    }),
  );
  // Once its output is read to the end: a service that dies on its own says so in the test log at
  // once (with its last words), whatever the spec checks next.
  child.once('close', () => {
    if (ready && !stopping) console.error(`!!! ${status()}`);
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      // Not left running behind a failed start.
      stopping = true;
      child.kill('SIGKILL');
      reject(new Error(`${main} not ready in ${timeoutMs} ms:\n${log}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (!ready && readyLine.test(log)) {
        ready = true;
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('close', () => {
      clearTimeout(timer);
      reject(new Error(`${main} ${ended} before it was ready:\n${log}`));
    });
  });
  return {
    url: env.PORT ? `http://127.0.0.1:${env.PORT}` : '',
    output: () => log,
    status,
    async stop() {
      if (ended !== undefined) return;
      stopping = true;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    },
    async kill(signal) {
      stopping = true;
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}
