import { createReadStream, createWriteStream, existsSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { eventsSchemaName, fromWhereTyped, openCliDatabase } from '../cli-database.ts';
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
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean' } },
});
const [command, file] = positionals;
const schema = eventsSchemaName();

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
  if (process.env.EVENTSTORE_URL)
    throw new Error('EVENTSTORE_URL is set: these commands move PostgreSQL event logs only.');
  const path = fromWhereTyped(file);
  if (command === 'export' && existsSync(path)) throw new Error(`${path} exists: choose a new file name.`);
  if (command === 'import' && !existsSync(path)) throw new Error(`${path} does not exist.`);
  const database = await openCliDatabase(command === 'export');
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
