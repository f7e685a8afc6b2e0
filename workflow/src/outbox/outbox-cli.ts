import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { z } from 'zod';
import { DataDirInUseError, lockDataDir } from '@cinema/event-store';
import { startEmbeddedPostgres } from '@cinema/event-store/embedded-postgres';
import { createKysely, createPool, parseConfig, storageConfigSchema } from '@cinema/server-kit';
import { workflowSchemaFor, type WorkflowDatabase } from '../db/workflow-database.ts';
import { listMessages, retryFailed } from './outbox-admin.ts';
import type { OutboxStatus } from './outbox.table.ts';

/*
 * npm run outbox -- list [--status failed|pending|dropped|sent] [--kind <kind>] [--max <n>]
 * npm run outbox -- retry <id> [<id> …]
 * npm run outbox -- retry --all-failed
 *
 * What the outbox gave up on, and re-driving it once the cause is fixed: a retried message is
 * pending again with a full set of attempts, and the running senders deliver it at their next
 * poll (about a second). Where, as `npm run rebuild` chooses: DATABASE_URL (+ READ_SCHEMA; the
 * outbox is in `<READ_SCHEMA>_workflow`) while the product runs, or else the embedded database in
 * DATA_DIR/pglite, which only one process may open (stop `npm start` first; refused while it
 * runs). Exit codes: 0 done; 1 nothing to retry under a name given; 2 could not run.
 */
const USAGE =
  'usage: npm run outbox -- list [--status failed] [--kind k] [--max n] | retry <id>… | retry --all-failed';
const STATUSES: readonly OutboxStatus[] = ['failed', 'pending', 'dropped', 'sent'];

const unset = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const config = parseConfig(
  z.object({ DATABASE_URL: unset, DATA_DIR: z.string().default('./data') }).and(storageConfigSchema),
);
// npm runs scripts from the repository root; DATA_DIR is meant relative to where it was typed.
const here = (path: string) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

async function openDatabase() {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => undefined };
  const dataDir = join(here(config.DATA_DIR), 'pglite');
  if (!existsSync(dataDir))
    throw new Error(`No embedded database in ${dataDir}: no outbox there (set DATA_DIR, or DATABASE_URL).`);
  const lock = lockDataDir(dataDir);
  const embedded = await startEmbeddedPostgres({ dataDir }).catch((error: unknown) => {
    lock.release();
    throw error;
  });
  return { url: embedded.connectionString, stop: () => embedded.stop().finally(() => lock.release()) };
}

const line = (m: Awaited<ReturnType<typeof listMessages>>['messages'][number]) =>
  [
    m.id,
    m.kind,
    m.status,
    `attempts ${m.attempts}`,
    m.doneAt ? `done ${m.doneAt.toISOString()}` : `next try ${m.availableAt.toISOString()}`,
    `cause ${m.cause}`,
    m.lastError ? `last error: ${m.lastError.split('\n')[0]}` : '',
  ]
    .filter(Boolean)
    .join('  ');

async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      status: { type: 'string', default: 'failed' },
      kind: { type: 'string', multiple: true },
      max: { type: 'string', default: '100' },
      'all-failed': { type: 'boolean', default: false },
    },
  });
  const [command = 'list', ...ids] = positionals;
  const status = values.status as OutboxStatus;
  if (command !== 'list' && command !== 'retry') throw new UsageError(USAGE);
  if (command === 'list' && !STATUSES.includes(status))
    throw new UsageError(`--status is one of ${STATUSES.join(', ')}`);
  if (command === 'retry' && ids.length > 0 === values['all-failed'])
    throw new UsageError('retry takes message ids, or --all-failed');

  const database = await openDatabase();
  const pool = createPool(database.url, 2);
  try {
    const schema = workflowSchemaFor(config.READ_SCHEMA);
    const db = createKysely<WorkflowDatabase>(pool, schema);
    const found = await sql<{
      exists: boolean;
    }>`SELECT to_regclass(${`"${schema}".workflow_outbox`}) IS NOT NULL AS exists`.execute(db);
    if (!found.rows[0]?.exists) throw new Error(`No outbox in schema ${schema} (set READ_SCHEMA?)`);
    if (command === 'list') {
      const { total, messages } = await listMessages(db, {
        status,
        kinds: values.kind,
        limit: Math.max(1, Number(values.max) || 100),
      });
      for (const m of messages) console.log(line(m));
      const more = total > messages.length ? ` (${messages.length} shown; --max to see more)` : '';
      console.log(`${total} ${status} message(s) in ${schema}${more}`);
      if (status === 'failed' && total > 0)
        console.log('Fix the cause, then: npm run outbox -- retry <id>  (or retry --all-failed)');
      return 0;
    }
    const retried = await retryFailed(db, { ids: values['all-failed'] ? undefined : ids, now: new Date() });
    for (const id of retried) console.log(`retry ${id}: pending again, due now`);
    const missed = ids.filter((id) => !retried.includes(id));
    for (const id of missed) console.error(`retry ${id}: not a failed message (see npm run outbox -- list)`);
    console.log(
      `${retried.length} message(s) re-driven; the running senders deliver them at their next poll`,
    );
    return missed.length > 0 ? 1 : 0;
  } finally {
    await pool.end().catch(() => undefined);
    await database.stop();
  }
}

class UsageError extends Error {}

try {
  process.exitCode = await run(process.argv.slice(2));
} catch (error) {
  // DataDirInUseError says which process has the folder; a usage error says what to type.
  console.error(error instanceof DataDirInUseError || error instanceof Error ? error.message : error);
  process.exitCode = 2;
}
