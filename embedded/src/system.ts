import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Kysely, PostgresDialect } from 'kysely';
import { createPool, createKysely, createProjectionProgress, type TokenService } from '@cinema/server-kit';
import { eventStoreHealth, openEventStore, watchEventDelivery, type EventStore } from '@cinema/event-store';
import {
  allProjections,
  broadcastTo,
  migrateReadModels,
  projectorHealth,
  readCheckpoint,
  relaySeatChanges,
  startProjector,
  type ReadDatabase,
  type RunningProjector,
} from '@cinema/projector';
import {
  createWriteDeps,
  startWorkflow,
  type RunningWorkflow,
  type WorkflowOptions,
  type WriteConfig,
  type WriteDeps,
} from '@cinema/write-api';
import { attachSeatSockets, postgresHeadPosition, type SeatSocketServer } from '@cinema/read-api';
import { createHostApp } from './host-app.ts';

export interface SystemOptions {
  config: WriteConfig;
  /** PostgreSQL (real or the embedded PGlite) holding read models, and events unless eventStoreUrl is set. */
  databaseUrl: string;
  eventStoreUrl?: string;
  /** PGlite cannot deliver NOTIFY to other connections: wake the projector in-process instead. */
  embedded: boolean;
  /** Only this process writes the events (`npm start` holds the data folder's lock): see EventStore.soleWriter. */
  soleWriter?: boolean;
  dataDir: string;
  port: number;
  /** Address to listen on; unset: every interface (tests), `npm start` passes HOST. */
  host?: string;
  webDist?: string;
  /** Tests replace parts of the write side (clock, mailer, limits). */
  overrides?: Partial<WriteDeps>;
  /** Tests add reactors and outbox handlers, poll faster or tune the sender (benches). */
  workflow?: Pick<WorkflowOptions, 'reactors' | 'handlers' | 'pollMs' | 'outbox'>;
}

export interface RunningSystem {
  url: string;
  write: WriteDeps;
  db: Kysely<ReadDatabase>;
  store: EventStore;
  tokens: TokenService;
  /** The live seat maps' Socket.IO server (at SOCKET_PATH on `url`). */
  io: SeatSocketServer;
  /** Reactors, outbox sender and scheduler (mail leaves through it). */
  workflow: RunningWorkflow;
  stop(): Promise<void>;
}

/** write-api, projector and read-api in one process, on one port. */
export async function startSystem(options: SystemOptions): Promise<RunningSystem> {
  const { config, databaseUrl } = options;
  const store = await openEventStore({
    eventStoreUrl: options.eventStoreUrl,
    databaseUrl,
    schema: config.EVENTS_SCHEMA,
    wake: options.embedded ? 'in-process' : 'listen',
    soleWriter: options.soleWriter,
  });
  const pool = createPool(databaseUrl);
  await migrateReadModels(
    new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) }),
    config.READ_SCHEMA,
  );
  const db = createKysely<ReadDatabase>(pool, config.READ_SCHEMA);
  // Embedded: the data-folder lock already makes this the only process, so a fixed lease owner
  // lets a restart after a crash take over at once instead of waiting for the old lease to expire.
  const projector: RunningProjector = await startProjector({
    store,
    db,
    projections: allProjections,
    owner: options.embedded ? 'embedded-host' : undefined,
  });

  const write = {
    ...createWriteDeps(config, store, options.dataDir, options.overrides?.clock),
    ...options.overrides,
  };
  const workflow = await startWorkflow({
    deps: write,
    pool,
    readSchema: config.READ_SCHEMA,
    owner: options.embedded ? 'embedded-host' : undefined,
    ...options.workflow,
  });
  const progress = createProjectionProgress({
    readCheckpoint: () => readCheckpoint(db, 'main'),
    // Positions from EventStoreDB cannot be checked against PostgreSQL; the shared watcher still bounds the cost.
    headPosition: options.eventStoreUrl ? undefined : postgresHeadPosition(db, config.EVENTS_SCHEMA),
  });
  const app = createHostApp({
    write,
    read: {
      db,
      progress,
      media: write.media,
      clock: write.clock,
      ticketKey: write.ticketKey,
      publicUrl: write.publicUrl,
    },
    tokens: write.tokens,
    webDist: options.webDist,
    edge: config,
    health: {
      events: () => eventStoreHealth(store),
      readModels: () => projectorHealth(db, { store }),
      workflow: () => workflow.health(),
    },
  });
  // PGlite is one session: no other transaction can hold delivery back there.
  const deliveryWatch = options.embedded ? undefined : watchEventDelivery(store);
  const server = await listen(app, options.port, options.host);
  const { port } = server.address() as AddressInfo;
  // One process: the projector's seat changes go straight to this server's rooms.
  const sockets = await attachSeatSockets(server, { db, edge: config });
  const stopRelay = relaySeatChanges(
    projector,
    broadcastTo(sockets.io, { listeners: config.SOCKET_BROADCAST }),
  );

  return {
    url: `http://${urlHost(options.host)}:${port}`,
    write,
    db,
    store,
    tokens: write.tokens,
    io: sockets.io,
    workflow,
    async stop() {
      stopRelay();
      await sockets.close(); // disconnects the browsers and closes the HTTP server
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await workflow.close();
      await projector.close();
      await deliveryWatch?.stop();
      await store.close();
      await pool.end();
    },
  };
}

function listen(app: ReturnType<typeof createHostApp>, port: number, host?: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    // Express 5 hands listen errors (EADDRINUSE) to the callback instead of throwing.
    const done = (error?: Error) => (error ? reject(error) : resolve(server));
    const server = host ? app.listen(port, host, done) : app.listen(port, done);
  });
}

/** Where a browser on this machine reaches a server listening on `host`. */
function urlHost(host: string | undefined) {
  if (!host || host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
