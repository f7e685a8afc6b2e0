import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore, lockDataDir } from '@cinema/event-store';
import { startEmbeddedPostgres } from '@cinema/event-store/embedded-postgres';
import { createKysely, createPool } from '@cinema/server-kit';
import { readCheckpoint } from '@cinema/workflow';
import type { ReadDatabase } from './db/database.ts';
import { cityAdded } from '../testing/projector-fixture.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);

/** `npm run rebuild` as a user runs it, on an embedded data folder. */
async function rebuild(dataDir: string) {
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', EVENTSTORE_URL: '' };
  return run('npm', ['run', '--silent', 'rebuild'], { cwd: root, env }).then(
    ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

// One embedded folder is enough: the CLI opens PGlite itself (never the shared test database).
describe('npm run rebuild on the embedded data folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'rebuild-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is refused while another process has the folder open, and rebuilds once it is free', async () => {
    const pglite = join(dataDir, 'pglite');
    let db = await startEmbeddedPostgres({ dataDir: pglite });
    const store = createPostgresEventStore({ connectionString: db.connectionString, schema: 'event_store' });
    await store.migrate();
    const { position } = await store.append(
      'cities',
      [cityAdded('Rebuilt A'), cityAdded('Rebuilt B')],
      'any',
    );
    await store.close();
    await db.stop();

    const held = lockDataDir(pglite); // as `npm start` does while it runs
    const refused = await rebuild(dataDir);
    held.release();
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/in use by process \d+ .*stop that process and try again/);

    const done = await rebuild(dataDir);
    expect(done.stdout).toContain(`Rebuilt read_models up to position ${position}`);

    db = await startEmbeddedPostgres({ dataDir: pglite });
    const pool = createPool(db.connectionString);
    try {
      const read = createKysely<ReadDatabase>(pool, 'read_models');
      const cities = await read.selectFrom('cities').select('city_name').orderBy('city_name').execute();
      expect(cities.map((c) => c.city_name)).toEqual(['Rebuilt A', 'Rebuilt B']);
      expect(await readCheckpoint(read, 'main')).toBe(position);
    } finally {
      await pool.end();
      await db.stop();
    }
  }, 120_000);
});
