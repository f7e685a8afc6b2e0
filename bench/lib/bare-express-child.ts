/*
 * The baseline of the booking bench: a bare Express 5 app (express.json and one POST route that
 * answers {ok:true}) in a process of its own, on loopback. What one Express process reaches on
 * this machine with nothing behind the route.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { serveParent } from './fork-child.ts';

export interface BareReady {
  type: 'ready';
  /** http://127.0.0.1:<port>; POST /hold answers {ok:true}. */
  origin: string;
}

let server: Server | undefined;
const { send, shutdown } = serveParent(async () => {
  if (!server) return;
  const closed = new Promise<void>((done) => server!.close(() => done()));
  server.closeAllConnections();
  await closed;
});

try {
  const app = express();
  app.use(express.json());
  app.post('/hold', (_req, res) => {
    res.json({ ok: true });
  });
  server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(0, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  const { port } = server.address() as AddressInfo;
  send({ type: 'ready', origin: `http://127.0.0.1:${port}` } satisfies BareReady);
} catch (error) {
  send({ type: 'failed', error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  await shutdown(1);
}
