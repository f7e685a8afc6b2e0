import type { Migration } from 'kysely';
import * as workflow from './2026-12-05t01-00-workflow.ts';
import * as outboxSenders from './2026-12-30t01-00-outbox-senders.ts';

/** Migrations of the workflow schema (not the read models'): listed explicitly, names sort in order. */
export const workflowMigrations: Record<string, Migration> = {
  '2026-12-05t01-00-workflow': workflow,
  '2026-12-30t01-00-outbox-senders': outboxSenders,
};
