import { resolve } from 'node:path';
import { z } from 'zod';
import { parseConfig } from '@cinema/server-kit';
import { writeConfigSchema } from '@cinema/write-api';

const unsetIfEmpty = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** Settings of the all-in-one process `npm start` runs (plus the write side's and the shared ones). */
const embeddedSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Where the embedded database and the mail outbox live. */
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

export const loadConfig = () => {
  const config = parseConfig(embeddedSchema);
  return { ...config, DATA_DIR: resolve(config.DATA_DIR) };
};
export type EmbeddedConfig = ReturnType<typeof loadConfig>;
