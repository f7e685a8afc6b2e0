import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Kysely, PostgresDialect } from 'kysely';
import { freshSchema, testDatabases } from '@cinema/event-store/testing';
import { createKysely } from '@cinema/server-kit';
import { migrateWorkflow } from './migrate-workflow.ts';
import type { WorkflowDatabase } from './workflow-database.ts';
import { prepared } from './prepared.ts';
import { workflowFixture, type WorkflowFixture } from '../testing/workflow-fixture.ts';

const scheduleTimer = prepared((db: Kysely<WorkflowDatabase>, id: string, dueAt: Date) =>
  db.insertInto('workflow_due_items').values({
    id,
    kind: 'timer', // the builder's own constant
    payload: '{}',
    due_at: dueAt,
    cause: 'a test',
    fired_at: null,
  }),
);

// Looks into its value: the statement would carry the first caller's id for good.
const scheduleNamedTimer = prepared((db: Kysely<WorkflowDatabase>, id: string) =>
  db.insertInto('workflow_due_items').values({
    id,
    kind: 'timer',
    payload: JSON.stringify({ id }),
    due_at: new Date('2026-12-01T10:00:00Z'),
    cause: 'a test',
    fired_at: null,
  }),
);

describe.each(testDatabases())('a prepared statement on $kind', (database) => {
  let f: WorkflowFixture;
  beforeEach(async () => {
    f = await workflowFixture(database);
  });
  afterEach(() => f.close());

  const timers = (db: Kysely<WorkflowDatabase>) =>
    db.selectFrom('workflow_due_items').select(['id', 'kind', 'due_at']).orderBy('id').execute();

  it("binds each call's own values, and writes into the schema of the handle it is given", async () => {
    const schema = await freshSchema(database.url);
    await migrateWorkflow(new Kysely<unknown>({ dialect: new PostgresDialect({ pool: f.pool }) }), schema);
    const other = createKysely<WorkflowDatabase>(f.pool, schema);

    await scheduleTimer(f.wf, 'first', new Date('2026-12-01T10:00:00Z'));
    await f.wf.transaction().execute((trx) => scheduleTimer(trx, 'second', new Date('2026-12-01T11:00:00Z')));
    await scheduleTimer(other, 'elsewhere', new Date('2026-12-01T12:00:00Z'));

    expect(await timers(f.wf)).toEqual([
      { id: 'first', kind: 'timer', due_at: new Date('2026-12-01T10:00:00Z') },
      { id: 'second', kind: 'timer', due_at: new Date('2026-12-01T11:00:00Z') },
    ]);
    expect(await timers(other)).toEqual([
      { id: 'elsewhere', kind: 'timer', due_at: new Date('2026-12-01T12:00:00Z') },
    ]);
  });

  it('refuses a builder that reads a value instead of passing it on (its text would depend on it)', async () => {
    await expect(scheduleNamedTimer(f.wf, 'x')).rejects.toThrow(/reads value 0/);
    expect(await timers(f.wf)).toEqual([]);
  });
});
