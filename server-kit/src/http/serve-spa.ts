import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express } from 'express';

/** Serves the built SPA, answering client-side routes with index.html. No-op until it is built. */
export function serveSpa(app: Express, webDist: string | undefined) {
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return;
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));
  app.get('/{*path}', (_req, res) => res.sendFile(join(webDist, 'index.html')));
}
