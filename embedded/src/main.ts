import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { lockDataDir } from '@cinema/event-store';
import { startEmbeddedPostgres } from '@cinema/event-store/embedded-postgres';
import { loadConfig } from './config.ts';
import { DEMO_ACCOUNTS, loadDemoData } from './demo-data.ts';
import { startSystem } from './system.ts';

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
  dataDir: config.DATA_DIR,
  port: config.PORT,
  webDist,
}).catch(async (error: unknown) => {
  await embeddedDb?.stop();
  const code = (error as { code?: string }).code;
  console.error(code === 'EADDRINUSE' ? `Port ${config.PORT} is in use: set PORT to another port.` : error);
  process.exit(1);
});

if (config.DEMO_DATA === 'true') await loadDemoData(system.write, config.DEMO_PASSWORD);

console.log(`
Cine Yatra is running at ${system.url}
  database: ${config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${join(config.DATA_DIR, 'pglite')}`}
  mail:     ${system.write.mailer.describe()}${
    config.DEMO_DATA === 'true'
      ? `\n  demo accounts (password ${config.DEMO_PASSWORD}): ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`
      : ''
  }`);

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
