import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { eventStoreHealth, watchEventDelivery } from '@cinema/event-store';
import { createKysely, parseConfig, socketBroadcastSetting, startHealthServer } from '@cinema/server-kit';
import { connectProjector } from './infra/connect.ts';
import { Kysely, PostgresDialect } from 'kysely';
import type { ReadDatabase } from './infra/db/database.ts';
import { migrateReadModels } from './infra/db/migrate.ts';
import { allProjections } from './projections.ts';
import { projectorHealth, startProjector } from '@cinema/workflow';
import { relaySeatChanges } from './shows/seats/seat-relay.ts';
import { redisSeatEmitter } from './shows/seats/redis-seat-emitter.ts';

// The projector as its own process: events → read models, checkpoint in the same transaction.
const DEFAULT_HEALTH_PORT = 3003;
const { config, store, pool } = await connectProjector();
const { HEALTH_PORT, HOST, REDIS_URL, SOCKET_BROADCAST } = parseConfig(
  z.object({
    /** Address the health port listens on; unset: every interface (a container's). */
    HOST: z.preprocess((v) => v || undefined, z.string().optional()),
    HEALTH_PORT: z.preprocess((v) => v || undefined, z.coerce.number().int().min(0).max(65535).optional()),
    /** Seat pushes go to read-api's browsers through Redis; unset: this process pushes nothing. */
    REDIS_URL: z.preprocess((v) => v || undefined, z.url().optional()),
    /** Also publish every seat change to read-api's listen-only sockets (the original API's protocol). */
    SOCKET_BROADCAST: socketBroadcastSetting,
  }),
);
await migrateReadModels(new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) }), config.READ_SCHEMA);
const db = createKysely<ReadDatabase>(pool, config.READ_SCHEMA);
// Before the projector starts: a standby instance waiting for the lease still answers /healthz.
// The default port may be taken by another instance on this host: then it runs without one.
const health = await startHealthServer(
  HEALTH_PORT ?? DEFAULT_HEALTH_PORT,
  { events: () => eventStoreHealth(store), readModels: () => projectorHealth(db, { store }) },
  { host: HOST },
).catch((error: unknown) => {
  if (HEALTH_PORT !== undefined) throw error;
  console.warn(`projector: no /healthz or /readyz, port ${DEFAULT_HEALTH_PORT} is taken (set HEALTH_PORT)`);
  return undefined;
});
const deliveryWatch = watchEventDelivery(store);
const seatPushes = REDIS_URL
  ? await redisSeatEmitter(REDIS_URL, console.error, { listeners: SOCKET_BROADCAST })
  : undefined;
const subscription = await startProjector({ store, db, projections: allProjections });
if (seatPushes) relaySeatChanges(subscription, seatPushes.sink);
const healthAt = health ? `; /healthz and /readyz on :${(health.address() as AddressInfo).port}` : '';
const relayTo = seatPushes ? '; seat pushes through Redis' : '';
console.log(`projector running into schema ${config.READ_SCHEMA}${healthAt}${relayTo}`);
const stop = async () => {
  health?.close();
  await deliveryWatch.stop();
  await subscription.close();
  await seatPushes?.close();
  await store.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
