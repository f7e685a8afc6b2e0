import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/index.ts';
import { RawWireClient } from '../testing/raw-wire-client.ts';
import { startEmbeddedPostgres } from './index.ts';

async function query<T extends pg.QueryResultRow>(
  url: string,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL (PGlite in a child process)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'embedded-pg-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps a data directory across a clean stop and restart', async () => {
    const first = await startEmbeddedPostgres({ dataDir });
    await query(first.connectionString, 'CREATE TABLE kept (n int)');
    await query(first.connectionString, 'INSERT INTO kept VALUES ($1), ($2)', [1, 2]);
    await first.stop();
    await first.stop(); // idempotent

    const second = await startEmbeddedPostgres({ dataDir });
    try {
      expect(await query<{ n: number }>(second.connectionString, 'SELECT n FROM kept ORDER BY n')).toEqual([
        { n: 1 },
        { n: 2 },
      ]);
    } finally {
      await second.stop();
    }
  }, 90_000);

  it('vacuums dead rows and keeps the WAL bounded, as autovacuum and the checkpointer would', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'embedded-pg-maintenance-'));
    const walBytes = () =>
      readdirSync(join(folder, 'pg_wal'))
        .map((name) => statSync(join(folder, 'pg_wal', name)))
        .reduce((sum, file) => sum + (file.isFile() ? file.size : 0), 0);
    const db = await startEmbeddedPostgres({ dataDir: folder, maintenanceIntervalMs: 300 });
    try {
      await query(db.connectionString, 'CREATE TABLE churn (id int PRIMARY KEY, filler text)');
      // About 240 MB of WAL and 520,000 dead rows: a day of holds and releases in miniature.
      for (let round = 0; round < 30; round++) {
        await query(
          db.connectionString,
          "INSERT INTO churn SELECT g, repeat('x', 200) FROM generate_series(1, 20000) g",
        );
        await query(db.connectionString, 'DELETE FROM churn');
      }
      await expect
        .poll(
          async () =>
            (
              await query<{ dead: string; vacuumed: boolean }>(
                db.connectionString,
                "SELECT n_dead_tup AS dead, last_vacuum IS NOT NULL AS vacuumed FROM pg_stat_user_tables WHERE relname = 'churn'",
              )
            )[0],
          { timeout: 60_000 },
        )
        .toEqual({ dead: '0', vacuumed: true });
      // Without checkpoints PGlite keeps every segment written (240 MB here).
      await expect.poll(walBytes, { timeout: 60_000 }).toBeLessThanOrEqual(100 * 1024 * 1024);
    } finally {
      await db.stop();
      rmSync(folder, { recursive: true, force: true });
    }
  }, 180_000);

  describe('on the shared test instance', () => {
    const pglite = testDatabases().find((db) => db.kind === 'pglite')!;
    const port = Number(new URL(pglite.url).port);
    const withPassword = (password: string) => {
      const url = new URL(pglite.url);
      url.password = password;
      return url.toString();
    };

    it('refuses a connection without the password, or with a wrong one', async () => {
      await expect(query(withPassword(''), 'SELECT 1')).rejects.toThrow();
      await expect(query(withPassword('guess-guess-guess'), 'SELECT 1')).rejects.toMatchObject({
        code: '28P01',
      });
      expect(await query<{ n: number }>(pglite.url, 'SELECT 1 AS n')).toEqual([{ n: 1 }]);
    });

    it('runs nothing a client sends before it has logged in', async () => {
      const raw = await RawWireClient.connectOnly(port);
      try {
        raw.send(RawWireClient.startup('postgres', 'postgres'));
        await raw.waitFor('R');
        raw.send(RawWireClient.message('Q', 'CREATE TABLE intruder (n int)'));
        await raw.waitFor('E');
        expect(raw.errors().join()).toMatch(/28P01/);
      } finally {
        raw.destroy();
      }
      const found = await query(pglite.url, "SELECT 1 FROM pg_tables WHERE tablename = 'intruder'");
      expect(found).toEqual([]);
    });

    it('keeps an unfinished extended-protocol batch from being interleaved by another connection', async () => {
      const raw = await RawWireClient.open(pglite.url);
      try {
        raw.send(RawWireClient.parseAndBind("SELECT 'from-a'::text AS v"), RawWireClient.message('H'));
        await raw.waitFor('2');
        // B sends a whole batch while A's unnamed statement and portal are still pending.
        const fromB = query<{ v: string }>(pglite.url, 'SELECT $1::text AS v', ['from-b']);
        await new Promise((done) => setTimeout(done, 200));
        raw.send(RawWireClient.executeAndSync());
        await raw.waitFor('Z');
        expect(raw.errors()).toEqual([]);
        expect(raw.textRows()).toEqual(['from-a']);
        expect(await fromB).toEqual([{ v: 'from-b' }]);
      } finally {
        raw.destroy();
      }
    });

    it('gives the turn back when a connection leaves in the middle of a batch', async () => {
      const raw = await RawWireClient.open(pglite.url);
      raw.send(RawWireClient.parseAndBind('SELECT 1'), RawWireClient.message('H'));
      await raw.waitFor('2');
      raw.destroy();
      expect(await query<{ n: number }>(pglite.url, 'SELECT $1::int AS n', [7])).toEqual([{ n: 7 }]);
    });
  });
});
