import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { lockDataDir } from '@cinema/event-store';
import { startEmbeddedPostgres } from '@cinema/event-store/embedded-postgres';
import { superAdminGuidance } from '@cinema/write-api';
import { loadConfig } from './config.ts';
import { DEMO_ACCOUNTS, loadDemoData } from './demo-data.ts';
import { startSystem } from './system.ts';
import { fileOffsetClock } from './test-clock.ts';

const config = loadConfig();
const webDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

// One process at a time may open the PGlite folder; `npm run rebuild` checks this lock too.
if (!config.DATABASE_URL) lockDataDir(join(config.DATA_DIR, 'pglite'));
const embeddedDb = config.DATABASE_URL
  ? null
  : await startEmbeddedPostgres({ dataDir: join(config.DATA_DIR, 'pglite') });
const system = await startSystem({
  config,
  databaseUrl: config.DATABASE_URL ?? embeddedDb!.connectionString,
  eventStoreUrl: config.EVENTSTORE_URL,
  embedded: !config.DATABASE_URL,
  // The data folder's lock (above) keeps every other process out of the embedded database.
  soleWriter: !config.DATABASE_URL,
  dataDir: config.DATA_DIR,
  port: config.PORT,
  host: config.HOST,
  webDist,
  ...(config.TEST_CLOCK_FILE ? { overrides: { clock: fileOffsetClock(config.TEST_CLOCK_FILE).clock } } : {}),
}).catch(async (error: unknown) => {
  await embeddedDb?.stop();
  const code = (error as { code?: string }).code;
  console.error(code === 'EADDRINUSE' ? `Port ${config.PORT} is in use: set PORT to another port.` : error);
  process.exit(1);
});

const demo = config.DEMO_PASSWORD ? await loadDemoData(system.write, config.DEMO_PASSWORD) : null;
const loopbackOnly = ['127.0.0.1', '::1', 'localhost'].includes(config.HOST);

console.log(`
Cine Yatra is running at ${system.url}${loopbackOnly ? ' (this machine only: HOST=0.0.0.0 to listen on every interface)' : ''}
  database: ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${join(config.DATA_DIR, 'pglite')}`}
  mail:     ${system.write.mailer.describe()}${
    demo
      ? `\n  demo accounts: ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}` +
        `\n  demo password: ${config.DEMO_PASSWORD}${process.env.DEMO_PASSWORD ? ' (DEMO_PASSWORD)' : '  (shown again by: npm run demo:password)'}`
      : ''
  }`);
if (demo?.accounts.reset.length)
  console.log(
    `  ${demo.accounts.reset.join(', ')}: opened with a password published in the repository; now the one above (their sessions ended)`,
  );
if (demo?.accounts.ownPassword.length)
  console.log(`  ${demo.accounts.ownPassword.join(', ')}: keep the other password chosen for them since`);
if (!demo) {
  const guidance = await superAdminGuidance(config, async () =>
    Boolean(
      await system.db
        .selectFrom('accounts')
        .select('account_id')
        .where('account_type', '=', 'SuperAdmin')
        .where('deleted', '=', false)
        .limit(1)
        .executeTakeFirst(),
    ),
  );
  if (guidance) console.warn(`\n${guidance}`);
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: shutting down`);
  await system.stop();
  await embeddedDb?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
