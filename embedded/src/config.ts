import { join, resolve } from 'node:path';
import { z } from 'zod';
import { parseConfig } from '@cinema/server-kit';
import { writeConfigSchema } from '@cinema/write-api';
import { loadOrCreateSecretFile } from './secret-file.ts';

const unsetIfEmpty = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** Settings of the all-in-one process `npm start` runs (plus the write side's and the shared ones). */
const embeddedSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Where the embedded database, the mail outbox and this install's token key live. */
    DATA_DIR: z.string().default('./data'),
    /** A real PostgreSQL instead of the embedded one (events and read models). */
    DATABASE_URL: unsetIfEmpty,
    /** EventStoreDB for the events (esdb://…); read models stay in PostgreSQL. */
    EVENTSTORE_URL: unsetIfEmpty,
    /** Load demo data at start (idempotent). */
    DEMO_DATA: z.enum(['true', 'false']).default('true'),
    /** Password of the demo accounts. */
    DEMO_PASSWORD: z.string().min(8).default('Demo@1234'),
  })
  .and(writeConfigSchema);

/** Without JWT_SECRET, tokens are signed with a random key created once per data folder. */
export const JWT_SECRET_FILE = 'jwt-secret';

export const loadConfig = (env: NodeJS.ProcessEnv = process.env) => {
  const dataDir = resolve(env.DATA_DIR || './data');
  const JWT_SECRET = env.JWT_SECRET || loadOrCreateSecretFile(join(dataDir, JWT_SECRET_FILE));
  const config = parseConfig(embeddedSchema, { ...env, JWT_SECRET });
  return { ...config, DATA_DIR: dataDir };
};
export type EmbeddedConfig = ReturnType<typeof loadConfig>;
