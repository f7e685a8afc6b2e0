import { randomBytes } from 'node:crypto';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createInterface } from 'node:readline/promises';
import { z } from 'zod';
import { CONTACT_PATTERN, EMAIL_PATTERN, LIMITS } from '@cinema/contracts';
import { openEventStore } from '@cinema/event-store';
import { startEmbeddedPostgres } from '@cinema/event-store/embedded-postgres';
import { parseConfig } from '@cinema/server-kit';
import { createWriteDeps } from '../../compose.ts';
import { writeConfigSchema } from '../../config.ts';
import { OPERATOR_ACTOR } from '../../infra/actors.ts';
import { registerAccount } from './commands.ts';
import { isPublishedPassword } from './published-passwords.ts';

// npm run create-superadmin -w write-api -- --email a@b.in --name "Full Name" --contact 9876543210
// Uses DATABASE_URL, or the embedded database in DATA_DIR (stop `npm start` first: PGlite has one owner).
const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, contact: { type: 'string' } },
});
const args = z
  .object({
    email: z.string().regex(EMAIL_PATTERN),
    name: z.string().min(1),
    contact: z.string().regex(CONTACT_PATTERN),
  })
  .safeParse(values);
if (!args.success) {
  console.error('Usage: --email <email> --name "<full name>" --contact <10 digits>');
  process.exit(2);
}
// Registering signs no token: without JWT_SECRET any throwaway key will do.
const config = parseConfig(
  z
    .object({ DATA_DIR: z.string().default('./data'), DATABASE_URL: z.string().optional() })
    .and(writeConfigSchema),
  { ...process.env, JWT_SECRET: process.env.JWT_SECRET || randomBytes(32).toString('base64url') },
);
let password = process.env.SUPERADMIN_PASSWORD;
if (!password) {
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  password = await rl.question('Password: ');
  rl.close();
}
if (password.length < LIMITS.passwordMinLength) {
  console.error(`The password needs at least ${LIMITS.passwordMinLength} characters`);
  process.exit(2);
}
if (isPublishedPassword(password)) {
  console.error('That password is published in this repository: choose another');
  process.exit(2);
}
// npm runs workspace scripts inside the workspace; DATA_DIR is meant relative to where it was typed.
const dataDir = resolve(process.env.INIT_CWD ?? process.cwd(), config.DATA_DIR);
const embedded = config.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({ dataDir: join(dataDir, 'pglite') });
const store = await openEventStore({
  databaseUrl: config.DATABASE_URL ?? embedded!.connectionString,
  schema: config.EVENTS_SCHEMA,
  // On the embedded PGlite every connection shares one session: in-process wake-ups, and no
  // prepared statements (a name one connection prepared would already exist for the next).
  wake: embedded ? 'in-process' : 'listen',
});
try {
  const { user } = await registerAccount(
    createWriteDeps(config, store, dataDir),
    {
      accountType: 'SuperAdmin',
      email: args.data.email,
      userName: args.data.name,
      contactNumber: args.data.contact,
      password,
    },
    OPERATOR_ACTOR,
  );
  console.log(`SuperAdmin ${user.email} created (id ${user._id})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await store.close();
  await embedded?.stop();
}
