import { createReadStream, createWriteStream, existsSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { lockDataDir } from '../data-dir-lock.ts';
import { startEmbeddedPostgres } from '../embedded-postgres/index.ts';
import { exportEventLines, hasEventsTable } from './export-events.ts';
import { importEventLines } from './import-events.ts';

/*
 * npm run events:export -- <file>            every event of EVENTS_SCHEMA as NDJSON, in order
 * npm run events:import -- <file> [--force]  re-append them into an empty EVENTS_SCHEMA
 * Against DATABASE_URL, or without it the embedded database in DATA_DIR/pglite (which only one
 * process may open: stop `npm start` first).
 */
const USAGE =
  'Usage: npm run events:export -- <file.ndjson> | npm run events:import -- <file.ndjson> [--force]';
const env = (name: string) => process.env[name] || undefined;
// npm runs scripts from the package root; paths are meant relative to where the command was typed.
const here = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean' } },
});
const [command, file] = positionals;
const schema = env('EVENTS_SCHEMA') ?? 'event_store';

async function openDatabase(mustExist: boolean) {
  const url = env('DATABASE_URL');
  if (url) return { url, where: `PostgreSQL (DATABASE_URL), schema ${schema}`, stop: async () => undefined };
  const dataDir = join(here(env('DATA_DIR') ?? './data'), 'pglite');
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

/** Opens the file only when the import starts reading: readline drops lines nobody waits for yet. */
async function* linesOf(path: string): AsyncGenerator<string> {
  yield* createInterface({ input: createReadStream(path), crlfDelay: Infinity });
}

async function exportTo(pool: pg.Pool, path: string): Promise<number> {
  if (!(await hasEventsTable(pool, schema))) throw new Error(`Schema ${schema} has no events table.`);
  const out = createWriteStream(path, { flags: 'wx' }); // never overwrite an earlier export
  await once(out, 'open');
  let count = 0;
  try {
    for await (const line of exportEventLines(pool, schema)) {
      if (!out.write(`${line}\n`)) await once(out, 'drain');
      count++;
    }
    out.end();
    await once(out, 'finish');
    return count;
  } catch (error) {
    out.destroy();
    rmSync(path, { force: true });
    throw error;
  }
}

async function main() {
  if ((command !== 'export' && command !== 'import') || !file) throw new Error(USAGE);
  if (env('EVENTSTORE_URL'))
    throw new Error('EVENTSTORE_URL is set: these commands move PostgreSQL event logs only.');
  const path = here(file);
  if (command === 'export' && existsSync(path)) throw new Error(`${path} exists: choose a new file name.`);
  if (command === 'import' && !existsSync(path)) throw new Error(`${path} does not exist.`);
  const database = await openDatabase(command === 'export');
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  try {
    if (command === 'export') {
      console.log(`Exported ${await exportTo(pool, path)} events from ${database.where} to ${path}`);
    } else {
      const { imported } = await importEventLines(pool, schema, linesOf(path), { force: values.force });
      console.log(
        `Imported ${imported} events from ${path} into ${database.where}. ` +
          'Read models built from another cluster do not match: rebuild them (npm run rebuild) or start on empty ones.',
      );
    }
  } finally {
    await pool.end();
    await database.stop();
  }
}

try {
  await main();
} catch (error) {
  // Every refusal here (data folder in use, non-empty target, bad line) is written for the operator.
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
