import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './service-process.ts';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of a test's own, for failure tests that stop and start the database: made
 * with initdb in a temporary folder, on a spare port, its socket in that folder. Never the shared
 * cluster on 5432, which other suites and engineers use.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication). */
  url: string;
  port: number;
  /** `fast`: a clean shutdown (a restart); `immediate`: every backend killed at once (a crash). */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

/** The folder of initdb and pg_ctl (the newest installed version), or undefined when the server binaries are missing. */
export async function findPostgresBin(): Promise<string | undefined> {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? await readdir(root) : [];
  const newest = versions
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))[0];
  if (newest) return join(root, newest, 'bin');
  const onPath = await run('pg_config', ['--bindir']).catch(() => undefined);
  const bin = onPath?.stdout.trim();
  return bin && existsSync(join(bin, 'initdb')) ? bin : undefined;
}

/** initdb refuses to run as root: then it and pg_ctl run as the postgres user. */
const asRoot = userInfo().uid === 0;

async function asOwner(bin: string, tool: string, args: string[]) {
  const command = join(bin, tool);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
}

export async function startPrivatePostgres(bin: string): Promise<PrivatePostgres> {
  const dir = await mkdtemp(join(tmpdir(), 'private-pg-'));
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const data = join(dir, 'data');
  const port = await freePort();
  await asOwner(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  // fsync off: only the operating system crashing could lose data, and it does not in a test;
  // commits still wait for the WAL write, so a killed server keeps every acknowledged commit.
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c max_connections=200',
  ].join(' ');
  const start = async () => {
    await asOwner(bin, 'pg_ctl', [
      '-D',
      data,
      '-o',
      options,
      '-l',
      join(dir, 'log'),
      '-w',
      '-t',
      '60',
      'start',
    ]);
  };
  const stop = async (mode: 'fast' | 'immediate') => {
    await asOwner(bin, 'pg_ctl', ['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    async destroy() {
      await stop('immediate').catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
