/*
 * A bench script in a child process of its own (fork + tsx), so the load generator in the parent
 * does not share the server's event loop and the child's peak RSS is the server's alone.
 * IPC: child → {type:'ready', …} | {type:'failed', error} | {type:'stopped', maxRssMiB}
 *            | {type:'answer', id, data} | {type:'refused', id, error};
 *      parent → {type:'stop'} | {type:'ask', id, question}.
 */
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

export type ChildToParent =
  | { type: 'ready' }
  | { type: 'failed'; error: string }
  | { type: 'stopped'; maxRssMiB: number }
  | { type: 'answer'; id: number; data: unknown }
  | { type: 'refused'; id: number; error: string };

export type ParentToChild = { type: 'stop' } | { type: 'ask'; id: number; question: unknown };

export interface ForkedChild<Ready> {
  ready: Ready;
  pid: number;
  /** Sends a question to the child and resolves with its answer. */
  ask<T>(question: unknown): Promise<T>;
  /** Stops the child (it cleans up after itself) and resolves with its peak RSS in MiB. */
  stop(): Promise<number>;
}

export function forkChild<Ready extends { type: 'ready' }>(
  script: string,
  args: readonly string[],
  startSeconds = 120,
): Promise<ForkedChild<Ready>> {
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = fork(script, [...args], {
    execPath: process.execPath,
    execArgv: [
      '--import',
      tsx,
      // BENCH_STATEMENTS=1: each child prints the statements it sent to PostgreSQL, per second.
      ...(process.env.BENCH_STATEMENTS
        ? ['--import', new URL('./statement-counter.ts', import.meta.url).href]
        : []),
      // BENCH_CPU_PROF=<dir>: a V8 CPU profile of each child, written when it exits.
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    serialization: 'json',
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const waiting = new Map<number, { resolve(data: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let rss = Number.NaN;
  child.on('message', (m: ChildToParent) => {
    if (m.type === 'stopped') rss = m.maxRssMiB;
    if (m.type !== 'answer' && m.type !== 'refused') return;
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.type === 'answer') w?.resolve(m.data);
    else w?.reject(new Error(m.error));
  });
  void exited.then(() => {
    for (const w of waiting.values()) w.reject(new Error('the child exited'));
  });

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not start within ${startSeconds} s`));
    }, startSeconds * 1000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited during start-up (code ${code}, signal ${signal})`));
    });
    child.on('message', (message: ChildToParent) => {
      if (message.type === 'failed') {
        clearTimeout(timer);
        reject(new Error(`${script} failed to start:\n${message.error}`));
      } else if (message.type === 'ready') {
        clearTimeout(timer);
        let stopping: Promise<number> | undefined;
        resolve({
          ready: message as unknown as Ready,
          pid: child.pid!,
          ask: <T>(question: unknown) =>
            new Promise<T>((answer, refuse) => {
              const id = nextId++;
              waiting.set(id, { resolve: (d) => answer(d as T), reject: refuse });
              child.send({ type: 'ask', id, question } satisfies ParentToChild);
            }),
          stop: () =>
            (stopping ??= new Promise<number>((done) => {
              const kill = setTimeout(() => child.kill('SIGKILL'), 30_000);
              void exited.then(() => {
                clearTimeout(kill);
                done(rss);
              });
              if (child.connected) child.send({ type: 'stop' } satisfies ParentToChild);
              else child.kill('SIGTERM');
            })),
        });
      }
    });
  });
}

/**
 * The child's side: answers questions with `answer`, and on 'stop' (or when the parent goes away)
 * runs `cleanup`, reports its peak RSS and exits.
 */
export function serveParent(
  cleanup: () => Promise<void>,
  answer: (question: unknown) => Promise<unknown> = async () => null,
): { send(message: ChildToParent | Record<string, unknown>): void; shutdown(code: number): Promise<void> } {
  if (!process.send) throw new Error(`${process.argv[1]} must be forked by a bench script (needs IPC)`);
  const send = (message: ChildToParent | Record<string, unknown>) => {
    if (process.connected) process.send?.(message);
  };
  let stopping: Promise<void> | undefined;
  const shutdown = (code: number) =>
    (stopping ??= (async () => {
      try {
        await cleanup();
      } catch (error) {
        console.error('[bench child] shutdown failed', error);
        code = 1;
      }
      send({ type: 'stopped', maxRssMiB: process.resourceUsage().maxRSS / 1024 });
      process.exit(code);
    })());
  process.on('message', (m: ParentToChild) => {
    if (m?.type === 'stop') void shutdown(0);
    if (m?.type === 'ask') {
      answer(m.question).then(
        (data) => send({ type: 'answer', id: m.id, data }),
        (error: unknown) => send({ type: 'refused', id: m.id, error: String(error) }),
      );
    }
  });
  process.on('disconnect', () => void shutdown(0));
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  return { send, shutdown };
}
