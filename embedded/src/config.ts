import { join, resolve } from 'node:path';
import { z } from 'zod';
import { LIMITS } from '@cinema/contracts';
import { parseConfig } from '@cinema/server-kit';
import { isPublishedPassword, writeConfigSchema } from '@cinema/write-api';
import { DEMO_PASSWORD_FILE, newDemoPassword } from './demo/password.ts';
import { loadOrCreateSecretFile } from './secret-file.ts';

const unsetIfEmpty = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

/** Settings of the all-in-one process `npm start` runs (plus the write side's and the shared ones). */
const embeddedSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Address to listen on: this machine only unless told otherwise (0.0.0.0: every interface). */
    HOST: z.string().min(1).default('127.0.0.1'),
    /** Where the embedded database, the mail outbox and this install's token key live. */
    DATA_DIR: z.string().default('./data'),
    /** A real PostgreSQL instead of the embedded one (events and read models). */
    DATABASE_URL: unsetIfEmpty,
    /** EventStoreDB for the events (esdb://…); read models stay in PostgreSQL. */
    EVENTSTORE_URL: unsetIfEmpty,
    /** Load demo data at start (idempotent); default true, except in production (see loadConfig). */
    DEMO_DATA: z.enum(['true', 'false']),
    /** Password of the demo accounts (set only with DEMO_DATA=true); trimmed as the login form trims it. */
    DEMO_PASSWORD: z
      .string()
      .trim()
      .min(LIMITS.passwordMinLength)
      .max(200)
      .refine(
        (p) => !isPublishedPassword(p),
        'is published in the repository: choose another, or leave it unset',
      )
      .optional(),
    /**
     * Browser tests only: a file holding milliseconds the server's clock runs ahead, so a test can
     * let a hold run out without waiting for it. Refused in production.
     */
    TEST_CLOCK_FILE: unsetIfEmpty,
  })
  .and(writeConfigSchema)
  .refine((c) => !(c.TEST_CLOCK_FILE && c.NODE_ENV === 'production'), {
    message: 'TEST_CLOCK_FILE is for browser tests and is refused in production',
    path: ['TEST_CLOCK_FILE'],
  });

/** Without JWT_SECRET, tokens are signed with a random key created once per data folder. */
export const JWT_SECRET_FILE = 'jwt-secret';

export const loadConfig = (env: NodeJS.ProcessEnv = process.env) => {
  const dataDir = resolve(env.DATA_DIR || './data');
  const JWT_SECRET = env.JWT_SECRET || loadOrCreateSecretFile(join(dataDir, JWT_SECRET_FILE));
  // Demo data is a development convenience: production gets it only when asked for.
  const DEMO_DATA = env.DEMO_DATA || (env.NODE_ENV === 'production' ? 'false' : 'true');
  // Without DEMO_PASSWORD, one generated per data folder: no password in the repository opens a demo account.
  const DEMO_PASSWORD =
    DEMO_DATA !== 'true'
      ? undefined
      : env.DEMO_PASSWORD ||
        loadOrCreateSecretFile(join(dataDir, DEMO_PASSWORD_FILE), {
          create: newDemoPassword,
          minLength: LIMITS.passwordMinLength,
        });
  const config = parseConfig(embeddedSchema, { ...env, JWT_SECRET, DEMO_DATA, DEMO_PASSWORD });
  return { ...config, DATA_DIR: dataDir };
};
export type EmbeddedConfig = ReturnType<typeof loadConfig>;
