import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  commonConfigSchema,
  createKysely,
  createPool,
  createProjectionProgress,
  createTokenService,
  fileMediaStore,
  mediaDirSetting,
  tokenSettingsFrom,
  parseConfig,
} from '@cinema/server-kit';
import type { ReadDatabase } from '@cinema/projector/db';
import { createPostgresEventStore, eventStoreHealth } from '@cinema/event-store';
import { createReadApp } from './app.ts';
import { postgresHeadPosition } from './infra/head-position.ts';
import { readCheckpoint, readModelStatus } from './infra/projection-status.ts';

// read-api as its own process: queries from the read models, and the built SPA.
const config = parseConfig(
  z
    .object({
      PORT: z.coerce.number().int().default(3002),
      DATABASE_URL: z.string(),
      /** Set when the events live in EventStoreDB: no events table here to check positions against. */
      EVENTSTORE_URL: z.string().optional(),
      /** Uploaded images are read from MEDIA_DIR, default $DATA_DIR/media: write-api's folder. */
      DATA_DIR: z.string().default('./data'),
      MEDIA_DIR: mediaDirSetting,
    })
    .and(commonConfigSchema),
);
const pool = createPool(config.DATABASE_URL);
const db = createKysely<ReadDatabase>(pool, config.READ_SCHEMA);
const progress = createProjectionProgress({
  readCheckpoint: () => readCheckpoint(db, 'main'),
  headPosition: config.EVENTSTORE_URL ? undefined : postgresHeadPosition(db, config.EVENTS_SCHEMA),
});
// Only reads (readiness: lag and held-back delivery); this service never appends or migrates.
const events = config.EVENTSTORE_URL
  ? undefined
  : createPostgresEventStore({ pool, schema: config.EVENTS_SCHEMA });
const mediaDir = config.MEDIA_DIR ?? resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR, 'media');
const app = createReadApp({
  db,
  progress,
  media: fileMediaStore(mediaDir),
  tokens: createTokenService(tokenSettingsFrom(config)),
  webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  edge: config,
  health: {
    readModels: () => readModelStatus(db),
    ...(events && { events: () => eventStoreHealth(events) }),
  },
});
const server = app.listen(config.PORT, (error?: Error) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  console.log(`read-api listening on :${config.PORT}`);
});
process.on('SIGTERM', () => server.close(() => void pool.end().then(() => process.exit(0))));
