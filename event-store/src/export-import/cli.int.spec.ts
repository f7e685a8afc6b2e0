import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../data-dir-lock.ts';
import { START } from '../port.ts';
import { createPostgresEventStore } from '../postgres/postgres-event-store.ts';
import { freshSchema, testDatabases, waitFor } from '../testing/index.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'events-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Runs the script the way `npm run events:export|import` does, with only the environment given. */
function run(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', INIT_CWD: work, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

async function schemaWithHistory(url: string) {
  const store = createPostgresEventStore({ connectionString: url, schema: await freshSchema(url) });
  await store.migrate();
  await store.append('city-1', [{ type: 'CityAdded', data: { name: 'Pune' } }], 'no_stream');
  await store.append('city-2', [{ type: 'CityAdded', data: { name: 'Goa' } }], 'no_stream');
  await store.append('city-1', [{ type: 'CityRenamed', data: { name: 'Poona' } }], 0);
  await store.close();
  return store.schema;
}

async function readAllOf(url: string, schema: string) {
  const store = createPostgresEventStore({ connectionString: url, schema });
  try {
    const events = await waitFor(async () => {
      const all = await store.readAll(START, 100);
      return all.length > 0 && all;
    });
    return events.map(({ streamId, revision, type, data }) => ({ streamId, revision, type, data }));
  } finally {
    await store.close();
  }
}

// Each run starts a Node process with tsx (seconds on a busy machine): PGlite's turn is below.
const postgres = testDatabases().find((d) => d.kind === 'postgres');

describe.skipIf(!postgres)('npm run events:export / events:import against DATABASE_URL (postgres)', () => {
  it('moves a history into an empty schema, and refuses a non-empty one without --force', async () => {
    const url = postgres!.url;
    const source = await schemaWithHistory(url);
    const target = await freshSchema(url);
    const file = `export-${source}.ndjson`;
    const exported = await run(['export', file], { DATABASE_URL: url, EVENTS_SCHEMA: source });
    expect(exported).toMatchObject({ code: 0, output: expect.stringMatching(/Exported 3 events/) });
    expect(exported.output).not.toContain(url); // a connection string may carry a password
    expect(readFileSync(join(work, file), 'utf8').trim().split('\n')).toHaveLength(3);

    const imported = await run(['import', file], { DATABASE_URL: url, EVENTS_SCHEMA: target });
    expect(imported).toMatchObject({ code: 0, output: expect.stringMatching(/Imported 3 events/) });
    expect(await readAllOf(url, target)).toEqual(await readAllOf(url, source));

    const again = await run(['import', file], { DATABASE_URL: url, EVENTS_SCHEMA: target });
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already holds events.*--force/);
  }, 90_000);
});

describe('npm run events:export / events:import against the embedded data folder', () => {
  const pglite = testDatabases().find((d) => d.kind === 'pglite')!;

  it('imports into and exports from DATA_DIR when no DATABASE_URL is set', async () => {
    const source = await schemaWithHistory(pglite.url);
    expect(
      await run(['export', 'from-server.ndjson'], { DATABASE_URL: pglite.url, EVENTS_SCHEMA: source }),
    ).toMatchObject({ code: 0 });
    const dataDir = join(work, 'embedded-data');
    expect(await run(['import', 'from-server.ndjson'], { DATA_DIR: dataDir })).toMatchObject({
      code: 0,
      output: expect.stringMatching(/Imported 3 events .* into the embedded database/),
    });
    expect(await run(['export', 'from-embedded.ndjson'], { DATA_DIR: dataDir })).toMatchObject({ code: 0 });
    const withoutPosition = (file: string) =>
      readFileSync(join(work, file), 'utf8').replace(/"position":"[^"]*",/g, '');
    expect(withoutPosition('from-embedded.ndjson')).toBe(withoutPosition('from-server.ndjson'));
    expect((await run(['export', 'from-embedded.ndjson'], { DATA_DIR: dataDir })).output).toMatch(
      /exists: choose a new file name/,
    );
  }, 180_000);

  it('refuses while another process (npm start) has the data folder open', { timeout: 60_000 }, async () => {
    const dataDir = join(work, 'busy-data');
    mkdirSync(join(dataDir, 'pglite'), { recursive: true });
    const lock = lockDataDir(join(dataDir, 'pglite'));
    try {
      const result = await run(['export', 'busy.ndjson'], { DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expect(result.output).toContain(`in use by process ${process.pid}`);
    } finally {
      lock.release();
    }
  });
});
