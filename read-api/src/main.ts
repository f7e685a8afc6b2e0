import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  commonConfigSchema,
  createKysely,
  createPool,
  createProjectionProgress,
  createTokenService,
  parseConfig,
} from '@cinema/server-kit';
import type { ReadDatabase } from '@cinema/projector/db';
import { readCheckpoint } from '@cinema/projector';
import { createReadApp } from './app.ts';

// read-api as its own process: queries from the read models, and the built SPA.
const config = parseConfig(
  z.object({ PORT: z.coerce.number().int().default(3002), DATABASE_URL: z.string() }).and(commonConfigSchema),
);
const pool = createPool(config.DATABASE_URL);
const db = createKysely<ReadDatabase>(pool, config.READ_SCHEMA);
const progress = createProjectionProgress(() => readCheckpoint(db, 'main'));
const app = createReadApp({
  db,
  progress,
  tokens: createTokenService(config.JWT_SECRET, config.JWT_EXPIRES_IN),
  webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
});
const server = app.listen(config.PORT, (error?: Error) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  console.log(`read-api listening on :${config.PORT}`);
});
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
