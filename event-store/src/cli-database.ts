import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { lockDataDir } from './data-dir-lock.ts';
import { startEmbeddedPostgres } from './embedded-postgres/index.ts';

/*
 * The database an operator command works on: DATABASE_URL, or without it the embedded database in
 * DATA_DIR/pglite (which only one process may open: stop `npm start` first).
 */
const env = (name: string) => process.env[name] || undefined;

/** npm runs scripts from the package root; paths are meant relative to where the command was typed. */
export const fromWhereTyped = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

export const eventsSchemaName = () => env('EVENTS_SCHEMA') ?? 'event_store';

export async function openCliDatabase(mustExist: boolean) {
  const schema = eventsSchemaName();
  const url = env('DATABASE_URL');
  if (url) return { url, where: `PostgreSQL (DATABASE_URL), schema ${schema}`, stop: async () => undefined };
  const dataDir = join(fromWhereTyped(env('DATA_DIR') ?? './data'), 'pglite');
  if (mustExist && !existsSync(dataDir))
    throw new Error(`No embedded database in ${dataDir} (set DATA_DIR, or DATABASE_URL for PostgreSQL).`);
  const lock = lockDataDir(dataDir);
  const embedded = await startEmbeddedPostgres({ dataDir }).catch((error: unknown) => {
    lock.release();
    throw error;
  });
  const stop = () => embedded.stop().finally(() => lock.release());
  return {
    url: embedded.connectionString,
    where: `the embedded database in ${dataDir}, schema ${schema}`,
    stop,
  };
}
