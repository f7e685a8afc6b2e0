import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Kysely, PostgresDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '@cinema/event-store';
import { startEmbeddedPostgres } from '@cinema/event-store/embedded-postgres';
import { freshSchema, testDatabases, type TestDatabase } from '@cinema/event-store/testing';
import { createKysely, createPool } from '@cinema/server-kit';
import { migrateWorkflow } from '../db/migrate-workflow.ts';
import { workflowSchemaFor, type WorkflowDatabase } from '../db/workflow-database.ts';
import { quietLog } from '../testing/workflow-fixture.ts';
import { createOutboxSender, type OutboxMessage } from './outbox-sender.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const run = promisify(execFile);

/**
 * `npm run outbox` as an operator runs it: on PostgreSQL (DATABASE_URL + READ_SCHEMA) or on the
 * embedded data folder (DATA_DIR/pglite, opened by the CLI itself as `npm run rebuild` does).
 */
describe.each(testDatabases())('npm run outbox on $kind', (database: TestDatabase) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'outbox-cli-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** The database the CLI is pointed at, open in this process between CLI runs. */
  async function open(readSchema: string) {
    const embedded =
      database.kind === 'pglite'
        ? await startEmbeddedPostgres({ dataDir: join(dataDir, 'pglite') })
        : undefined;
    const url = embedded?.connectionString ?? database.url;
    const pool = createPool(url);
    const schema = workflowSchemaFor(readSchema);
    await migrateWorkflow(new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) }), schema);
    return {
      db: createKysely<WorkflowDatabase>(pool, schema),
      close: async () => {
        await pool.end();
        await embedded?.stop();
      },
    };
  }
  const outbox = (readSchema: string, ...args: string[]) => {
    const env = {
      ...process.env,
      READ_SCHEMA: readSchema,
      ...(database.kind === 'pglite'
        ? { DATABASE_URL: '', DATA_DIR: dataDir }
        : { DATABASE_URL: database.url }),
    };
    return run('npm', ['run', '--silent', 'outbox', '--', ...args], { cwd: root, env }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  };

  it('lists the messages given up for good, and re-drives one or all of them to a sender', async () => {
    const readSchema = database.kind === 'pglite' ? 'read_models' : await freshSchema(database.url);
    let db = await open(readSchema);
    const failed = (id: string, error: string) => ({
      id,
      kind: 'refund-payment',
      payload: JSON.stringify({ orderId: id }),
      cause: '7:1',
      status: 'failed' as const,
      attempts: 12,
      available_at: new Date('2026-12-01T10:00:00Z'),
      claimed_by: null,
      claimed_until: null,
      last_error: error,
      done_at: new Date('2026-12-01T11:30:00Z'),
    });
    await db.db
      .insertInto('workflow_outbox')
      .values([
        failed('refund-a', 'Error: gateway timeout'),
        failed('refund-b', 'Error: 502 Bad Gateway'),
        { ...failed('refund-c', 'ok'), status: 'sent', last_error: null },
      ])
      .execute();
    await db.close();

    const listed = await outbox(readSchema, 'list');
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toMatch(
      /^refund-a {2}refund-payment {2}failed {2}attempts 12 .*last error: Error: gateway timeout$/m,
    );
    expect(listed.stdout).toMatch(/^refund-b .*502 Bad Gateway$/m);
    expect(listed.stdout).not.toContain('refund-c');
    expect(listed.stdout).toContain(`2 failed message(s) in ${workflowSchemaFor(readSchema)}`);

    const one = await outbox(readSchema, 'retry', 'refund-a');
    expect(one.code, one.stderr).toBe(0);
    expect(one.stdout).toContain('1 message(s) re-driven');
    const notFailed = await outbox(readSchema, 'retry', 'refund-c');
    expect(notFailed.code).toBe(1);
    expect(notFailed.stderr).toContain('retry refund-c: not a failed message');

    // The re-driven message goes out once, with a full set of attempts; the other stays failed.
    db = await open(readSchema);
    const delivered: OutboxMessage[] = [];
    const sender = () =>
      createOutboxSender({
        db: db.db,
        handlers: { 'refund-payment': async (m) => void delivered.push(m) },
        log: quietLog(),
      });
    try {
      expect(await sender().runOnce()).toBe(1);
      expect(delivered.map((m) => [m.id, m.attempt])).toEqual([['refund-a', 1]]);
      const statuses = await db.db
        .selectFrom('workflow_outbox')
        .select(['id', 'status'])
        .orderBy('id')
        .execute();
      expect(statuses).toEqual([
        { id: 'refund-a', status: 'sent' },
        { id: 'refund-b', status: 'failed' },
        { id: 'refund-c', status: 'sent' },
      ]);
    } finally {
      await db.close();
    }

    const all = await outbox(readSchema, 'retry', '--all-failed');
    expect(all.code, all.stderr).toBe(0);
    expect(all.stdout).toContain('retry refund-b: pending again');
    expect(all.stdout).toContain('1 message(s) re-driven');
    db = await open(readSchema);
    try {
      expect(await sender().runOnce()).toBe(1);
      expect(delivered.map((m) => m.id)).toEqual(['refund-a', 'refund-b']);
    } finally {
      await db.close();
    }
  }, 240_000);

  if (database.kind === 'pglite')
    it('is refused while another process has the embedded folder open', async () => {
      const held = lockDataDir(join(dataDir, 'pglite')); // as `npm start` does while it runs
      try {
        const refused = await outbox('read_models', 'list');
        expect(refused.code).toBe(2);
        expect(refused.stderr).toMatch(/in use by process \d+ .*stop that process and try again/);
      } finally {
        held.release();
      }
    }, 60_000);
});
