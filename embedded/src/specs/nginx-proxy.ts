// The shipped reverse proxy (deploy/nginx.conf) run by the specs on Debian's nginx, in front of
// services started as processes: only addresses and file paths differ from what compose runs.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../testing/service-process.ts';

export const NGINX_CONF = fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url));

/** Debian's nginx (`apt-get install nginx`), wherever it is: /usr/sbin is not on every PATH. */
export const nginxBinary = [
  ...(process.env.PATH ?? '').split(delimiter).filter(Boolean),
  '/usr/sbin',
  '/usr/local/sbin',
  '/usr/local/nginx/sbin',
]
  .map((dir) => join(dir, 'nginx'))
  .find((file) => existsSync(file));

/** A `server name:port` line of an upstream: compose service names in the shipped file. */
const UPSTREAM_SERVER = /^(\s*server\s+)([\w.-]+:\d+)((?:\s+resolve)?)(?=[\s;])/gm;

/**
 * deploy/nginx.conf with compose's addresses replaced: `listen` by 127.0.0.1:`port`, each upstream
 * `server <service>:<port>` by the address `upstreams` gives for it (every one must be given; the
 * `resolve` flag goes with the name, as an address needs no lookup and nginx before 1.27.3 knows no
 * such flag), and its paths (access log, temporary files) moved into `dir`. The rest (locations,
 * headers, balancing, retries) is run as shipped.
 */
export function nginxConfigFor(
  shipped: string,
  { port, upstreams, dir }: { port: number; upstreams: Record<string, string>; dir: string },
): string {
  const once = (text: string, pattern: RegExp, replacement: string) => {
    const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0;
    if (found !== 1) throw new Error(`deploy/nginx.conf: expected one ${pattern}, found ${found}`);
    return text.replace(pattern, replacement);
  };
  let config = shipped.replace(UPSTREAM_SERVER, (_line, start: string, name: string) => {
    const address = upstreams[name];
    if (!address) throw new Error(`deploy/nginx.conf: no address given for upstream server ${name}`);
    return `${start}${address}`;
  });
  config = once(config, /^(\s*)listen\s+80;/m, `$1listen 127.0.0.1:${port};`);
  config = once(config, /^(\s*)access_log\s+\S+;/m, `$1access_log ${join(dir, 'access.log')};`);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${join(dir, `${kind}_temp`)};`)
    .join('\n');
  return once(config, /^http\s*\{$/m, `http {\n${temp}`);
}

export interface NginxProxy {
  url: string;
  /** Everything nginx wrote to stderr (its error log). */
  output(): string;
  /** The access log: one line per request, as nginx passed it on. */
  accessLog(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Starts nginx in the foreground on a spare loopback port with deploy/nginx.conf made for these
 * `upstreams` (see nginxConfigFor); its prefix, pid, logs and temporary files live in a temp folder.
 * Resolves once it answers.
 */
export async function startNginx(upstreams: Record<string, string>): Promise<NginxProxy> {
  if (!nginxBinary) throw new Error('nginx is not installed (apt-get install nginx)');
  const dir = await mkdtemp(join(tmpdir(), 'nginx-proxy-'));
  // Run as root, nginx's workers are `nobody`: they must reach their temporary folders in here.
  await chmod(dir, 0o755);
  const port = await freePort();
  const confFile = join(dir, 'nginx.conf');
  await writeFile(confFile, nginxConfigFor(await readFile(NGINX_CONF, 'utf8'), { port, upstreams, dir }));
  const child = spawn(
    nginxBinary,
    [
      ...['-p', `${dir}/`, '-c', confFile, '-e', 'stderr'],
      ...['-g', `daemon off; pid ${join(dir, 'nginx.pid')}; error_log stderr notice;`],
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(killer);
    }
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${log}`);
    // Any answer will do (the upstreams may not be ready): nginx itself is listening.
    const answered = await fetch(`${url}/healthz`).then(
      () => true,
      () => false,
    );
    if (answered) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer on ${url} in 10 s:\n${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, output: () => log, accessLog: () => readFile(join(dir, 'access.log'), 'utf8'), stop };
}
