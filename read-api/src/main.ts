import { createServer } from 'node:http';
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
  ticketKeyFrom,
} from '@cinema/server-kit';
import type { ReadDatabase } from '@cinema/projector/db';
import { createPostgresEventStore, eventStoreHealth } from '@cinema/event-store';
import { createReadApp } from './app.ts';
import { postgresHeadPosition } from './infra/head-position.ts';
import { readCheckpoint, readModelStatus } from './infra/projection-status.ts';
import { attachSeatSockets } from './realtime/seat-sockets.ts';

// read-api as its own process: queries from the read models, and the built SPA.
const config = parseConfig(
  z
    .object({
      PORT: z.coerce.number().int().default(3002),
      /** Address to listen on; unset: every interface (a container's; behind the proxy). */
      HOST: z.preprocess((v) => v || undefined, z.string().optional()),
      DATABASE_URL: z.string(),
      /** Set when the events live in EventStoreDB: no events table here to check positions against. */
      EVENTSTORE_URL: z.string().optional(),
      /** Uploaded images are read from MEDIA_DIR, default $DATA_DIR/media: write-api's folder. */
      DATA_DIR: z.string().default('./data'),
      MEDIA_DIR: mediaDirSetting,
      /** Several read-api processes share Socket.IO rooms (and get the projector's seat pushes) through Redis. */
      REDIS_URL: z.preprocess((v) => v || undefined, z.url().optional()),
      /** write-api's public Razorpay key id, when it takes real payments: the page may load Razorpay's checkout. */
      RAZORPAY_KEY_ID: z.preprocess((v) => v || undefined, z.string().optional()),
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
  ticketKey: ticketKeyFrom(config.JWT_SECRET),
  publicUrl: config.PUBLIC_URL,
  webDist: fileURLToPath(new URL('../../web/dist', import.meta.url)),
  razorpay: Boolean(config.RAZORPAY_KEY_ID),
  edge: config,
  health: {
    readModels: () => readModelStatus(db),
    ...(events && { events: () => eventStoreHealth(events) }),
  },
});
// Socket.IO shares the HTTP server; without REDIS_URL only pushes emitted in this process reach it.
const server = createServer(app);
const sockets = await attachSeatSockets(server, { db, edge: config, redisUrl: config.REDIS_URL });
server.once('error', (error) => {
  console.error(error);
  process.exit(1);
});
server.listen(config.PORT, config.HOST, () => {
  const redis = config.REDIS_URL ? ', seat pushes through Redis' : '';
  console.log(`read-api listening on :${config.PORT}${redis}`);
});
process.on(
  'SIGTERM',
  () =>
    void sockets
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
