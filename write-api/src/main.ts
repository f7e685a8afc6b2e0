import { resolve } from 'node:path';
import { z } from 'zod';
import { eventStoreHealth, openEventStore } from '@cinema/event-store';
import { createPool, parseConfig } from '@cinema/server-kit';
import { createWriteApp } from './app.ts';
import { createWriteDeps } from './compose.ts';
import { writeConfigSchema } from './config.ts';
import { findAccountInStream } from './accounts/account/commands.ts';
import { superAdminGuidance, superAdminInReadModels } from './accounts/account/superadmin-guidance.ts';
import { startWorkflow } from './infra/workflow/start-workflow.ts';

// write-api as its own process (the scaled-out topology); `npm start` runs it embedded instead.
const config = parseConfig(
  z
    .object({
      PORT: z.coerce.number().int().default(3001),
      /** Address to listen on; unset: every interface (a container's; behind the proxy). */
      HOST: z.preprocess((v) => v || undefined, z.string().optional()),
      DATA_DIR: z.string().default('./data'),
      // Also with EventStoreDB: the workflow (OTP mail, reactors, timers) keeps its state there.
      DATABASE_URL: z.string({ error: 'must be set (PostgreSQL of the read models and the workflow)' }),
      EVENTSTORE_URL: z.string().optional(),
    })
    .and(writeConfigSchema),
);
const store = await openEventStore({
  eventStoreUrl: config.EVENTSTORE_URL,
  databaseUrl: config.DATABASE_URL,
  schema: config.EVENTS_SCHEMA,
  wake: 'listen',
});
// npm runs workspace scripts inside the workspace; DATA_DIR is meant relative to where it was typed.
const deps = createWriteDeps(config, store, resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR));
// Reactors, the outbox sender (mail) and the scheduler run in every write-api process: leases and
// row claims keep several processes from doing the same work twice.
const pool = createPool(config.DATABASE_URL);
const workflow = await startWorkflow({ deps, pool, readSchema: config.READ_SCHEMA });
const app = createWriteApp({
  ...deps,
  findAccount: findAccountInStream(deps),
  edge: config,
  health: { events: () => eventStoreHealth(store), workflow: () => workflow.health() },
});
const onListening = (error?: Error) => {
  if (error) {
    console.error(error);
    process.exit(1);
  }
  console.log(`write-api listening on :${config.PORT}; mail: ${deps.mailer.describe()}`);
};
const server = config.HOST
  ? app.listen(config.PORT, config.HOST, onListening)
  : app.listen(config.PORT, onListening);
const guidance = await superAdminGuidance(config, superAdminInReadModels(pool, config.READ_SCHEMA));
if (guidance) console.warn(guidance);
const stop = () =>
  server.close(
    () =>
      void workflow
        .close()
        .then(() => store.close())
        .then(() => pool.end())
        .then(() => process.exit(0)),
  );
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
