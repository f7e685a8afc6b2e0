import { Kysely, PostgresDialect } from 'kysely';
import { freshSchema, type TestDatabase } from '@cinema/event-store/testing';
import { createKysely } from '@cinema/server-kit';
import { migrateWorkflow } from '../db/workflow/migrate-workflow.ts';
import type { WorkflowDatabase } from '../db/workflow/workflow-database.ts';
import { projectorFixture, type ProjectorFixture } from '../../testing/projector-fixture.ts';

/** A test clock that only moves when told to. */
export function testClock(start = Date.parse('2026-12-01T10:00:00Z')) {
  let now = start;
  return { now: () => new Date(now), advance: (ms: number) => void (now += ms) };
}

/** An event log plus a fresh workflow schema (for tests of reactors, outbox and scheduler). */
export async function workflowFixture(
  database: TestDatabase,
): Promise<ProjectorFixture & { wf: Kysely<WorkflowDatabase> }> {
  const f = await projectorFixture(database);
  const schema = await freshSchema(database.url);
  await migrateWorkflow(new Kysely<unknown>({ dialect: new PostgresDialect({ pool: f.pool }) }), schema);
  return { ...f, wf: createKysely<WorkflowDatabase>(f.pool, schema) };
}

/** Silences expected warnings while keeping them for assertions. */
export function quietLog() {
  const lines: string[] = [];
  return { lines, warn: (m: string) => void lines.push(m), error: (m: string) => void lines.push(m) };
}
