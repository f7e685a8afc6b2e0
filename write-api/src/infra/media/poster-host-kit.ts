// Spec helper: a local HTTPS server standing in for an image host (no internet in tests), with a
// certificate made for the run by openssl for the names it plays.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** Whether openssl is on this machine (the certificate is made with it). */
export const opensslAvailable = await promisify(execFile)('openssl', ['version']).then(
  () => true,
  () => false,
);

export interface PosterHost {
  /** The port on 127.0.0.1. */
  port: number;
  /** The certificate to trust (its own CA). */
  ca: string;
  /** Requests that reached the server (a refused URL must add none). */
  requests: string[];
  /** `https://<name>:<port><path>`. */
  url(name: string, path: string): string;
  close(): Promise<void>;
}

export type Route = (req: IncomingMessage, res: ServerResponse) => void;

/** Serves `routes` by path over HTTPS on 127.0.0.1, with a certificate for `names`. */
export async function startPosterHost(names: string[], routes: Record<string, Route>): Promise<PosterHost> {
  const dir = await mkdtemp(join(tmpdir(), 'poster-host-'));
  try {
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    await promisify(execFile)('openssl', [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', key, '-out', cert, '-days', '2', '-subj', `/CN=${names[0]}`],
      ...['-addext', `subjectAltName=${names.map((n) => `DNS:${n}`).join(',')}`],
    ]);
    const [keyPem, certPem] = await Promise.all([readFile(key, 'utf8'), readFile(cert, 'utf8')]);
    const requests: string[] = [];
    const server: Server = createServer({ key: keyPem, cert: certPem }, (req, res) => {
      requests.push(`${req.headers.host}${req.url}`);
      const route = routes[req.url ?? ''];
      if (route) route(req, res);
      else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      port,
      ca: certPem,
      requests,
      url: (name, path) => `https://${name}:${port}${path}`,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
